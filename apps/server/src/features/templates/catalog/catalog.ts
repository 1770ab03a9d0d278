import { createHash } from 'node:crypto';
import {
  type TemplateAspect,
  type TemplateCategory,
  templateAspects,
  templateCategories,
} from '@brandloom/shared/templates';
import {
  type PhotoFreeFamily,
  photoFreeFamilies,
  type TemplateLook,
} from '../../../adapters/image-provider/image-provider.ts';
import { chooseFamilies } from '../../../brand-layer/index.ts';
import type { CategoryCatalog, TemplateTheme } from './catalog-types.ts';
import { categoryCatalogs } from './categories.ts';

/**
 * The templates library, assembled from the written catalogue (decision 0027): every theme in
 * every photo-free layout family, shape and colour look of its category. Pure and deterministic:
 * the same content always gives the same templates, order and version.
 */

/** Colour looks per category (CategoryCatalog.palettes). */
const templateLooks = [0, 1, 2, 3] as const;
type TemplateLookIndex = (typeof templateLooks)[number];

/**
 * Each theme's one free look; the others need a paid plan. It turns with the theme, so the free
 * part of a category has every look (writers tend to put the light one first).
 */
const freeLook = (themeIndex: number): TemplateLookIndex =>
  templateLooks[themeIndex % templateLooks.length] ?? 0;

/**
 * Bump when the assembly rules or the compositor's drawing of previews change: the version, and
 * so every preview URL, changes with it.
 */
const catalogueRevision = 1;

interface CatalogTemplate {
  /** `${themeKey}--${family}--${aspect}--${look}`: stable forever (favourites and creatives keep it). */
  id: string;
  themeKey: string;
  category: TemplateCategory;
  aspect: TemplateAspect;
  family: PhotoFreeFamily;
  look: TemplateLookIndex;
  premium: boolean;
  /** Featured when first seeded; admins change it afterwards. */
  featured: boolean;
  /** Position in the "all" view (after featured ones): every page mixes categories and shapes. */
  sortOrder: number;
}

interface CatalogTheme {
  theme: TemplateTheme;
  category: CategoryCatalog;
}

export interface TemplateCatalogue {
  templates: readonly CatalogTemplate[];
  /** Short hash of the content and the rules; part of preview URLs. */
  version: string;
  template(id: string): CatalogTemplate | undefined;
  theme(key: string): CatalogTheme | undefined;
  /** Assembles the templates now rather than on first use. */
  assemble(): void;
}

function templateId(themeKey: string, family: string, aspect: string, look: number): string {
  return `${themeKey}--${family}--${aspect}--${look}`;
}

/** FNV-1a: a cheap, stable 32-bit hash for shuffling deterministically. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * One featured template per theme: a family that suits its intent (as the compositor ranks them),
 * shapes in turn, and the free look on every other theme, a premium one (two looks on) between.
 */
function featuredByDefault(themeIndex: number, theme: TemplateTheme) {
  const ranked = chooseFamilies({ intent: theme.intent, referenceCount: 0 }).filter(
    (family): family is PhotoFreeFamily => (photoFreeFamilies as readonly string[]).includes(family),
  );
  return {
    family: ranked[themeIndex % ranked.length],
    aspect: templateAspects[themeIndex % templateAspects.length],
    look: (freeLook(themeIndex) + (themeIndex % 2) * 2) % templateLooks.length,
  };
}

/**
 * Sort order for "all": each category's templates shuffled (by id hash, its featured ones first),
 * then dealt out in rounds of one template per category, the categories of each round in a
 * shuffled order too. A page of 24 thus shows nearly every category, in mixed shapes, families
 * and looks, and the featured ones (listed first) are dealt the same way.
 */
function dealOut(byCategory: Omit<CatalogTemplate, 'sortOrder'>[][]): CatalogTemplate[] {
  // Each hash once, not once per comparison: the catalogue is assembled at every start (0043).
  const shuffled = byCategory.map((templates) =>
    templates
      .map((template) => ({ template, hash: hash(template.id) }))
      .sort(
        (a, b) =>
          Number(b.template.featured) - Number(a.template.featured) ||
          a.hash - b.hash ||
          a.template.id.localeCompare(b.template.id),
      )
      .map(({ template }) => template),
  );
  const rounds = Math.max(...shuffled.map((templates) => templates.length));
  const dealt: CatalogTemplate[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const hand = shuffled
      .map((templates) => templates[round])
      .filter((template) => template !== undefined)
      .map((template) => ({ template, hash: hash(`${round}:${template.category}`) }))
      .sort((a, b) => a.hash - b.hash);
    for (const { template } of hand) dealt.push({ ...template, sortOrder: dealt.length });
  }
  return dealt;
}

function assembleTemplates(categories: readonly CategoryCatalog[]) {
  const themes = new Map<string, CatalogTheme>();
  const byCategory = categories.map((category) =>
    category.themes.flatMap((theme, themeIndex) => {
      themes.set(theme.key, { theme, category });
      const featured = featuredByDefault(themeIndex, theme);
      return photoFreeFamilies.flatMap((family) =>
        templateAspects.flatMap((aspect) =>
          templateLooks.map((look) => {
            const template = {
              id: templateId(theme.key, family, aspect, look),
              themeKey: theme.key,
              category: category.category,
              aspect,
              family,
              look,
              premium: look !== freeLook(themeIndex),
            };
            const isFeatured =
              family === featured.family && aspect === featured.aspect && look === featured.look;
            return { ...template, featured: isFeatured };
          }),
        ),
      );
    }),
  );
  const templates = dealOut(byCategory);
  return { templates, themes, byId: new Map(templates.map((template) => [template.id, template])) };
}

/**
 * The catalogue of `categories`. Its version (a hash of the content and rules) is known at once: a
 * start with a seeded, current catalogue needs nothing else. The 11,000 templates are assembled on
 * first use (~0.5 s), by the seed of a new catalogue or the first request that reads them (0048).
 */
export function assembleCatalogue(categories: readonly CategoryCatalog[]): TemplateCatalogue {
  const version = createHash('sha256')
    .update(
      JSON.stringify({ catalogueRevision, categories, photoFreeFamilies, templateAspects, templateLooks }),
    )
    .digest('hex')
    .slice(0, 12);
  let assembled: ReturnType<typeof assembleTemplates> | undefined;
  const assemble = () => {
    assembled ??= assembleTemplates(categories);
    return assembled;
  };
  return {
    get templates() {
      return assemble().templates;
    },
    version,
    template: (id) => assemble().byId.get(id),
    theme: (key) => assemble().themes.get(key),
    assemble,
  };
}

/** The library: the written catalogue of all 22 categories. */
export const templateCatalogue = assembleCatalogue(
  templateCategories.map((category) => {
    const written = categoryCatalogs.find((catalog) => catalog.category === category);
    if (!written) throw new Error(`The template catalogue has no content for ${category}`);
    return written;
  }),
);

/** What the image provider needs of a template to make a creative in its look. */
export function templateLook(catalogue: TemplateCatalogue, id: string): TemplateLook | null {
  const template = catalogue.template(id);
  const theme = template && catalogue.theme(template.themeKey);
  if (!template || !theme) return null;
  return {
    family: template.family,
    palette: theme.category.palettes[template.look],
    scene: theme.theme.scene,
  };
}
