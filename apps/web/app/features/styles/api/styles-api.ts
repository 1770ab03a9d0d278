import type { CustomStyle, StyleInput, StyleList } from '@brandloom/shared/styles';
import { apiFetch } from '~/lib/api';

export function fetchStyles(signal?: AbortSignal): Promise<StyleList> {
  return apiFetch<StyleList>('/api/styles', { signal });
}

export function createStyle(input: StyleInput): Promise<CustomStyle> {
  return apiFetch<CustomStyle>('/api/styles', { method: 'POST', json: input });
}

export function updateStyle(id: string, input: StyleInput): Promise<CustomStyle> {
  return apiFetch<CustomStyle>(`/api/styles/${encodeURIComponent(id)}`, { method: 'PUT', json: input });
}

export function deleteStyle(id: string): Promise<void> {
  return apiFetch<void>(`/api/styles/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
