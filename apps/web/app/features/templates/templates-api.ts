import type { Template, TemplateListQuery, TemplatePage } from '@brandloom/shared/templates';
import { apiFetch } from '~/lib/api';

const templatePath = (id: string) => `/api/templates/${encodeURIComponent(id)}`;

/** GET /api/templates: one page of the library for the filters (defaults left out of the address). */
export function fetchTemplates(query: TemplateListQuery, signal?: AbortSignal): Promise<TemplatePage> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return apiFetch<TemplatePage>(`/api/templates?${params}`, { signal });
}

/** One template; 404 TEMPLATE_NOT_FOUND (with its translated message) when there is none. */
export function fetchTemplate(id: string, signal?: AbortSignal): Promise<Template> {
  return apiFetch<Template>(templatePath(id), { signal });
}

export function setTemplateFavorite(id: string, favorite: boolean): Promise<void> {
  return apiFetch<void>(`${templatePath(id)}/favorite`, { method: favorite ? 'PUT' : 'DELETE' });
}

/** Admins only (spec §6): mark a template featured or remove it from featured. */
export function setTemplateFeatured(id: string, featured: boolean): Promise<Template> {
  return apiFetch<Template>(`/api/admin/templates/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { featured },
  });
}

/** Admins only (spec §6). */
export function deleteTemplate(id: string): Promise<void> {
  return apiFetch<void>(`/api/admin/templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
