import type { Language } from '@brandloom/shared/i18n/languages';
import {
  aspectOfFormat,
  type Template,
  type TemplatePage,
  type templateListQuerySchema,
} from '@brandloom/shared/templates';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { templateCatalogue } from './catalog/catalog.ts';
import { createThemeSearch } from './catalog/theme-search.ts';
import { templateView } from './template-view.ts';
import { countTemplatesWithPlan, findTemplatePage } from './templates.repository.ts';

// Built with the first search rather than at start (0043).
let themeSearch: ReturnType<typeof createThemeSearch> | undefined;
const matchingThemeKeys: ReturnType<typeof createThemeSearch> = (search, language) => {
  themeSearch ??= createThemeSearch(templateCatalogue);
  return themeSearch(search, language);
};

export type TemplateListParams = z.output<typeof templateListQuerySchema>;

/** The shape a format and an aspect ask for together; null when they disagree (nothing matches). */
function wantedAspect({ format, aspect }: TemplateListParams): string | undefined | null {
  const fromFormat = format ? aspectOfFormat(format) : undefined;
  if (fromFormat && aspect && fromFormat !== aspect) return null;
  return fromFormat ?? aspect;
}

/**
 * GET /api/templates: one page of the library for the caller, in their language. Pages past the
 * end are empty but tell the true page count; there is always at least page 1.
 */
export async function listTemplates(
  db: Database,
  userId: string,
  params: TemplateListParams,
  language: Language,
): Promise<TemplatePage> {
  const aspect = wantedAspect(params);
  const themeKeys = params.search ? matchingThemeKeys(params.search, language) : undefined;
  const emptyPage = { templates: [], page: params.page, pageCount: 1, total: 0 };
  if (aspect === null || themeKeys?.length === 0) return emptyPage;
  const filter = {
    view: params.view,
    themeKeys,
    category: params.category,
    aspect,
    featuredOnly: params.featured,
  };
  const [{ total, plan }, rows] = await Promise.all([
    countTemplatesWithPlan(db, userId, filter),
    findTemplatePage(db, userId, filter, {
      limit: params.pageSize,
      offset: (params.page - 1) * params.pageSize,
    }),
  ]);
  const caller = { language, plan: plan ?? 'free' };
  return {
    templates: rows
      .map((row) => templateView(templateCatalogue, row, caller))
      .filter((view): view is Template => view !== null),
    page: params.page,
    pageCount: Math.max(1, Math.ceil(total / params.pageSize)),
    total,
  };
}
