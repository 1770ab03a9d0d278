import type { Language } from '@brandloom/shared/i18n/languages';
import { type Plan, planRules } from '@brandloom/shared/plans';
import {
  type Template,
  type TemplateAspect,
  type TemplateCategory,
  templateAspectRatios,
} from '@brandloom/shared/templates';
import type { TemplateCatalogue } from './catalog/catalog.ts';
import type { UserTemplateRow } from './templates.repository.ts';

/** Where a template's preview is drawn, in `language`; the version makes the URL change with the catalogue. */
function previewUrl(catalogue: TemplateCatalogue, id: string, language: Language): string {
  return `/api/templates/${encodeURIComponent(id)}/preview?lang=${language}&v=${catalogue.version}`;
}

/** A template as the caller sees it: texts in their language, locked when their plan lacks it. */
export function templateView(
  catalogue: TemplateCatalogue,
  row: UserTemplateRow,
  caller: { language: Language; plan: Plan },
): Template | null {
  const theme = catalogue.theme(row.themeKey);
  if (!theme) return null;
  const text = theme.theme.text[caller.language];
  const aspect = row.aspect as TemplateAspect;
  return {
    id: row.id,
    title: text.title,
    category: row.category as TemplateCategory,
    aspect,
    ratio: templateAspectRatios[aspect],
    prompt: text.prompt,
    featured: row.featured,
    premium: row.premium,
    locked: row.premium && !planRules[caller.plan].allTemplates,
    favorite: row.favorite,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    previewUrl: previewUrl(catalogue, row.id, caller.language),
  };
}
