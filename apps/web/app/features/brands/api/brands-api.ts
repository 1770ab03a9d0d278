import type { Brand, BrandFile, BrandFontFile, BrandInput, BrandScanDraft } from '@brandloom/shared/brands';
import type { CatalogFontId, FontCategory, FontWeight } from '@brandloom/shared/font-catalog';
import type { Plan } from '@brandloom/shared/plans';
import { apiFetch } from '~/lib/api';

export interface BrandList {
  brands: Brand[];
  plan: Plan;
  /** null: unlimited. */
  maxBrands: number | null;
}

export interface CatalogFontEntry {
  id: CatalogFontId;
  family: string;
  category: FontCategory;
  weights: FontWeight[];
  files: Record<string, string>;
}

export const fetchBrands = (signal?: AbortSignal) => apiFetch<BrandList>('/api/brands', { signal });

export const fetchBrand = (id: string, signal?: AbortSignal) =>
  apiFetch<Brand>(`/api/brands/${encodeURIComponent(id)}`, { signal });

export const createBrand = (input: BrandInput) =>
  apiFetch<Brand>('/api/brands', { method: 'POST', json: input });

export const updateBrand = (id: string, input: BrandInput) =>
  apiFetch<Brand>(`/api/brands/${encodeURIComponent(id)}`, { method: 'PUT', json: input });

export const deleteBrand = (id: string) =>
  apiFetch<void>(`/api/brands/${encodeURIComponent(id)}`, { method: 'DELETE' });

function fileForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set('file', file);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

export const uploadLogo = (file: File) =>
  apiFetch<BrandFile>('/api/brands/logos', { method: 'POST', form: fileForm(file) });

export const logoFromSvg = (svg: string) =>
  apiFetch<BrandFile>('/api/brands/logos/from-svg', { method: 'POST', json: { svg } });

export const logoFromUrl = (url: string) =>
  apiFetch<BrandFile>('/api/brands/logos/from-url', { method: 'POST', json: { url } });

export const uploadFont = (file: File) =>
  apiFetch<BrandFontFile>('/api/brands/fonts', { method: 'POST', form: fileForm(file) });

let catalog: Promise<CatalogFontEntry[]> | undefined;

/** The shipped font catalogue, fetched once per page load (it only changes with a release). */
export function fetchFontCatalog(): Promise<CatalogFontEntry[]> {
  catalog ??= apiFetch<{ fonts: CatalogFontEntry[] }>('/api/fonts').then(
    ({ fonts }) => fonts,
    (error) => {
      catalog = undefined;
      throw error;
    },
  );
  return catalog;
}

export const scanWebsite = (url: string) =>
  apiFetch<BrandScanDraft>('/api/website-scan', { method: 'POST', json: { url } });
