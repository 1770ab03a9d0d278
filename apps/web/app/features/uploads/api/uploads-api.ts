import type { ApiErrorBody } from '@brandloom/shared/errors';
import type { UploadSource } from '@brandloom/shared/uploads';
import { ApiError, apiFetch } from '~/lib/api';

/** An upload as the API answers it (GET /api/uploads). */
export interface Upload {
  id: string;
  fileId: string;
  filename: string;
  path: string;
  url: string;
  thumbnailUrl: string;
  originalUrl: string | null;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  tag: string | null;
  brandId: string | null;
  status: 'active' | 'archived';
  source: UploadSource;
  creationDate: string;
  updatedDate: string;
}

export interface UploadFilters {
  source?: UploadSource;
  tag?: string;
  search?: string;
  brandId?: string;
}

export interface UploadPage {
  uploads: Upload[];
  nextCursor: string | null;
}

const uploadsPageSize = 48;

export function fetchUploads(
  filters: UploadFilters,
  after: string | null,
  signal?: AbortSignal,
): Promise<UploadPage> {
  const query = new URLSearchParams({ limit: String(uploadsPageSize) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (after) query.set('after', after);
  return apiFetch<UploadPage>(`/api/uploads?${query}`, { signal });
}

export async function fetchUploadTags(signal?: AbortSignal): Promise<string[]> {
  return (await apiFetch<{ tags: string[] }>('/api/uploads/tags', { signal })).tags;
}

/**
 * Posts a form with XMLHttpRequest, because fetch cannot report upload progress; `onProgress`
 * gets the share sent, 0 to 1. Errors are thrown as ApiError, as apiFetch does.
 */
function postForm<T>(path: string, body: FormData, onProgress: (sent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve(request.response as T);
      const error = (request.response as Partial<ApiErrorBody> | null)?.error;
      reject(
        new ApiError(
          request.status,
          error?.code ?? `HTTP_${request.status}`,
          error?.message ?? request.statusText,
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Network error'));
    request.send(body);
  });
}

/** Step 1: the server checks the whole batch (count, names, sizes, bytes) and stores nothing. */
export async function checkUploadBatch(
  files: readonly File[],
  onProgress: (sent: number) => void,
): Promise<void> {
  const body = new FormData();
  for (const file of files) body.append('files', file);
  await postForm('/api/uploads/check', body, onProgress);
}

/** Step 2, one request per file, so each shows its own progress. */
export function uploadFile(
  file: File,
  { brandId, onProgress }: { brandId?: string; onProgress: (sent: number) => void },
): Promise<Upload> {
  const body = new FormData();
  body.append('file', file);
  if (brandId) body.append('brandId', brandId);
  return postForm<Upload>('/api/uploads', body, onProgress);
}

export function updateUpload(
  id: string,
  changes: { tag?: string | null; brandId?: string | null },
): Promise<Upload> {
  return apiFetch<Upload>(`/api/uploads/${encodeURIComponent(id)}`, { method: 'PATCH', json: changes });
}

export async function deleteUpload(id: string): Promise<void> {
  await apiFetch(`/api/uploads/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
