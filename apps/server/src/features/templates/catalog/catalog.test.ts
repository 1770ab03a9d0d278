import { languages } from '@brandloom/shared/i18n/languages';
import { templateAspects, templateCategories, templatesPageSize } from '@brandloom/shared/templates';
import { describe, expect, it } from 'vitest';
import { photoFreeFamilies } from '../../../adapters/image-provider/image-provider.ts';
import { assembleCatalogue, templateCatalogue, templateLook } from './catalog.ts';
import { categoryCatalogs } from './categories.ts';
import { createThemeSearch, searchForm } from './theme-search.ts';

const { templates } = templateCatalogue;

describe('the template catalogue', () => {
  it('holds over 10,000 templates with unique, readable ids', () => {
    expect(templates.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(templates.map((template) => template.id)).size).toBe(templates.length);
    for (const template of templates) {
      expect(template.id).toBe(
        `${template.themeKey}--${template.family}--${template.aspect}--${template.look}`,
      );
    }
  });

  it('has every category in every shape, each with featured and free templates', () => {
    for (const category of templateCategories) {
      const own = templates.filter((template) => template.category === category);
      for (const aspect of templateAspects) {
        expect(
          own.some((template) => template.aspect === aspect),
          `${category} ${aspect}`,
        ).toBe(true);
      }
      expect(
        own.some((template) => template.featured),
        `${category} featured`,
      ).toBe(true);
      expect(
        own.some((template) => !template.premium),
        `${category} free`,
      ).toBe(true);
      expect(
        own.some((template) => template.featured && !template.premium),
        `${category} featured free`,
      ).toBe(true);
    }
  });

  it('features one template per theme and makes one look of each theme free, turning with the theme', () => {
    const themes = new Set(templates.map((template) => template.themeKey));
    const featured = templates.filter((template) => template.featured);
    expect(featured).toHaveLength(themes.size);
    expect(new Set(featured.map((template) => template.themeKey)).size).toBe(themes.size);
    for (const key of themes) {
      const own = templates.filter((template) => template.themeKey === key);
      expect(new Set(own.filter((template) => !template.premium).map((template) => template.look)).size).toBe(
        1,
      );
    }
    expect(
      new Set(templates.filter((template) => !template.premium).map((template) => template.look)),
    ).toEqual(new Set([0, 1, 2, 3]));
    expect(new Set(templates.map((template) => template.family))).toEqual(new Set(photoFreeFamilies));
  });

  it('orders "all" (featured first) so that every page mixes categories, shapes and layouts', () => {
    const ordered = [...templates].sort((a, b) => a.sortOrder - b.sortOrder);
    expect(ordered.map((template) => template.sortOrder)).toEqual(ordered.map((_, index) => index));
    const asListed = [...ordered.filter((t) => t.featured), ...ordered.filter((t) => !t.featured)];
    for (let start = 0; start + templatesPageSize <= asListed.length; start += templatesPageSize) {
      const page = asListed.slice(start, start + templatesPageSize);
      const perCategory = new Map<string, number>();
      for (const { category } of page) perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
      expect(perCategory.size).toBeGreaterThanOrEqual(12);
      expect(Math.max(...perCategory.values())).toBeLessThanOrEqual(3);
      expect(new Set(page.map((template) => template.aspect)).size).toBeGreaterThanOrEqual(2);
      expect(new Set(page.map((template) => template.family)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it('is assembled the same way every time, and its version follows the content', () => {
    const again = assembleCatalogue(categoryCatalogs);
    expect(again.version).toBe(templateCatalogue.version);
    expect(again.templates.map((template) => template.id)).toEqual(templates.map((template) => template.id));
    const [first, ...rest] = categoryCatalogs;
    if (!first) throw new Error('no categories');
    const edited = {
      ...first,
      palettes: [first.palettes[1], first.palettes[0], first.palettes[2], first.palettes[3]],
    };
    expect(assembleCatalogue([edited, ...rest] as typeof categoryCatalogs).version).not.toBe(
      templateCatalogue.version,
    );
  });

  it('gives each template the look of its family, its category palette and its theme scene', () => {
    const [template] = templates;
    if (!template) throw new Error('empty catalogue');
    const theme = templateCatalogue.theme(template.themeKey);
    expect(templateLook(templateCatalogue, template.id)).toEqual({
      family: template.family,
      palette: theme?.category.palettes[template.look],
      scene: theme?.theme.scene,
    });
    expect(templateLook(templateCatalogue, 'no-such-template')).toBeNull();
  });
});

describe('the theme search', () => {
  const matching = createThemeSearch(templateCatalogue);
  const themes = categoryCatalogs.flatMap((category) => category.themes);

  it('ignores case and accents: "fete" finds "Fête", "strasse" finds "Straße"', () => {
    expect(searchForm('Fête à Straße')).toBe('fete a strasse');
    const accented = themes.find((theme) => /[À-ÿ]/u.test(theme.text.fr.title));
    if (!accented) throw new Error('no French title with an accent');
    const plain = searchForm(accented.text.fr.title).toUpperCase();
    expect(matching(plain, 'fr')).toContain(accented.key);
  });

  it('finds a theme by its title in the caller’s language and in English, and every word must match', () => {
    for (const language of languages) {
      const [theme] = themes;
      if (!theme) throw new Error('no themes');
      expect(matching(theme.text[language].title, language)).toContain(theme.key);
      expect(matching(theme.text.en.title, language)).toContain(theme.key);
    }
    expect(matching('zzzz-nothing-like-this', 'de')).toEqual([]);
  });

  it('finds every theme of a category by the category’s name', () => {
    const category = categoryCatalogs.find((catalog) => catalog.category === 'pets');
    expect(matching('Haustiere', 'de')).toEqual(
      expect.arrayContaining(category?.themes.map((t) => t.key) ?? []),
    );
  });
});
