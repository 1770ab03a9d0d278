import { apiFetch } from '~/lib/api';

/** GET /api/admin/upload-setup: what uploads need from the installation. */
export interface UploadSetup {
  table: { exists: boolean };
  bucket: { id: string; reachable: boolean; writable: boolean };
}

export function fetchUploadSetup(signal?: AbortSignal): Promise<UploadSetup> {
  return apiFetch<UploadSetup>('/api/admin/upload-setup', { signal });
}
