import {
  type AdFormatId,
  adFormatIds,
  aspectOfFormat,
  type TemplateAspect,
  type TemplateCategory,
  type TemplateView,
  templateAspects,
  templateCategories,
  templateViews,
} from '@brandloom/shared/templates';
import type { paths } from '../../lib/api/schema';
import { oneOf } from '../../lib/one-of';

/** What the templates library and the pick-a-template dialog are showing. */
export interface TemplateFilters {
  view: TemplateView;
  search: string;
  category: TemplateCategory | null;
  format: AdFormatId | null;
  aspect: TemplateAspect | null;
  featured: boolean;
  page: number;
}

export const defaultTemplateFilters: TemplateFilters = {
  view: 'all',
  search: '',
  category: null,
  format: null,
  aspect: null,
  featured: false,
  page: 1,
};

/**
 * The filters after `changes`. Any change but the page's goes back to page 1. An ad format brings
 * its aspect; an aspect that does not fit the chosen format drops the format (the API would find
 * nothing for both).
 */
export function changeFilters(filters: TemplateFilters, changes: Partial<TemplateFilters>): TemplateFilters {
  const next = { ...filters, page: 1, ...changes };
  if (changes.format) next.aspect = aspectOfFormat(changes.format);
  else if (next.format && next.aspect !== aspectOfFormat(next.format)) next.format = null;
  return next;
}

/** Filters narrowing the list beyond the view (the "Clear filters" button clears these). */
export function hasNarrowingFilters(filters: TemplateFilters): boolean {
  return Boolean(filters.search || filters.category || filters.format || filters.aspect || filters.featured);
}

/** The library page keeps its filters in the address: `?tab=&q=&category=&format=&aspect=&featured=1&page=`. */
export function filtersFromParams(params: URLSearchParams): TemplateFilters {
  const format = oneOf(adFormatIds, params.get('format'));
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    view: oneOf(templateViews, params.get('tab')) ?? 'all',
    search: params.get('q')?.trim() ?? '',
    category: oneOf(templateCategories, params.get('category')),
    format,
    // A format decides the aspect, whatever the address says.
    aspect: format ? aspectOfFormat(format) : oneOf(templateAspects, params.get('aspect')),
    featured: params.get('featured') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** `current` with the filters written in (defaults left out), other parameters kept. */
export function paramsWithFilters(current: URLSearchParams, filters: TemplateFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const values: Record<string, string | null> = {
    tab: filters.view === 'all' ? null : filters.view,
    q: filters.search || null,
    category: filters.category,
    format: filters.format,
    // The format's aspect goes without saying.
    aspect: filters.format ? null : filters.aspect,
    featured: filters.featured ? '1' : null,
    page: filters.page > 1 ? String(filters.page) : null,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** The API's query for the filters. */
/** The query of GET /api/templates, as the contract types it. */
export type TemplateQuery = NonNullable<paths['/api/templates']['get']['parameters']['query']>;

export function templateQuery(filters: TemplateFilters, pageSize?: number): TemplateQuery {
  return {
    view: filters.view,
    search: filters.search || undefined,
    category: filters.category ?? undefined,
    format: filters.format ?? undefined,
    aspect: filters.aspect ?? undefined,
    featured: filters.featured ? 'true' : undefined,
    page: filters.page,
    pageSize,
  };
}
