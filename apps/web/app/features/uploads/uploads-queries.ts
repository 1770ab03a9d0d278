import type { ApiErrorBody } from '@brandloom/shared/errors';
import type { UploadSource } from '@brandloom/shared/uploads';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, api, dataOf, type Schemas } from '~/lib/api';
import { queryKeys } from '~/lib/query-keys';

export type Upload = Schemas['Upload'];
type UploadPage = Schemas['UploadPage'];

export interface UploadFilters {
  source?: UploadSource;
  tag?: string;
  search?: string;
  brandId?: string;
}

const uploadsPageSize = 48;

/** The user's uploads for some filters, newest first, a page at a time; `data` is the uploads read so far. */
export function useUploads(filters: UploadFilters) {
  // Only the filters that are set: the same list is the same cache entry however it was asked for.
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as UploadFilters;
  return useInfiniteQuery({
    queryKey: queryKeys.uploads.list(query),
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET('/api/uploads', {
          params: { query: { ...query, limit: uploadsPageSize, ...(pageParam ? { after: pageParam } : {}) } },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.uploads),
  });
}

/** The tags the user's uploads carry, for the library's tag filter (it keeps its tags if a read fails). */
export function useUploadTags() {
  return useQuery({
    queryKey: queryKeys.uploads.tags,
    queryFn: ({ signal }) => dataOf(api.GET('/api/uploads/tags', { signal })),
    select: (answer) => answer.tags,
  });
}

/** Whether an upload belongs in the list `filters` show. */
function matchesFilters(upload: Upload, { source, tag, search, brandId }: UploadFilters): boolean {
  return (
    (!source || upload.source === source) &&
    (!tag || upload.tag === tag) &&
    (!brandId || upload.brandId === brandId) &&
    (!search || upload.filename.toLowerCase().includes(search.toLowerCase()))
  );
}

const byNewest = (a: Upload, b: Upload) =>
  b.creationDate.localeCompare(a.creationDate) || b.id.localeCompare(a.id);

/** Changes every list of uploads held, each told its own filters (the last part of its key). */
function editUploadLists(
  client: QueryClient,
  change: (uploads: Upload[], filters: UploadFilters, pageIndex: number) => Upload[],
): void {
  for (const [queryKey, data] of client.getQueriesData<InfiniteData<UploadPage>>({
    queryKey: queryKeys.uploads.lists,
  })) {
    if (!data) continue;
    const filters = (queryKey[2] ?? {}) as UploadFilters;
    client.setQueryData<InfiniteData<UploadPage>>(queryKey, {
      ...data,
      pages: data.pages.map((page, index) => ({ ...page, uploads: change(page.uploads, filters, index) })),
    });
  }
}

/**
 * A saved upload shows at once in every list it belongs to, in its place by creation date (spec
 * §4: the list re-sorts, newest first); from the library, the composer or a website import.
 */
export function addUpload(client: QueryClient, upload: Upload): void {
  editUploadLists(client, (uploads, filters, pageIndex) =>
    pageIndex === 0 && matchesFilters(upload, filters)
      ? [upload, ...uploads.filter((item) => item.id !== upload.id)].sort(byNewest)
      : uploads,
  );
}

/** Tag or brand of one upload; the lists take the saved upload and the tag filter is read again. */
export function useUpdateUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      changes,
    }: {
      id: string;
      changes: { tag?: string | null; brandId?: string | null };
    }) => dataOf(api.PATCH('/api/uploads/{id}', { params: { path: { id } }, body: changes })),
    onSuccess: (saved) => {
      editUploadLists(client, (uploads) => uploads.map((item) => (item.id === saved.id ? saved : item)));
      return client.invalidateQueries({ queryKey: queryKeys.uploads.tags });
    },
  });
}

export function useDeleteUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.DELETE('/api/uploads/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, id) =>
      editUploadLists(client, (uploads) => uploads.filter((item) => item.id !== id)),
  });
}

/** Paid plans: the images a website shows (nothing is stored). */
export const listWebsiteImages = (url: string) =>
  dataOf(api.POST('/api/website-scan/images', { body: { url } }));

/** Imports the picked images as uploads with source `website`; they join the lists held. */
export function useImportUploads() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (urls: string[]) => dataOf(api.POST('/api/uploads/import', { body: { urls } })),
    onSuccess: (result) => {
      for (const upload of result.uploads) addUpload(client, upload);
    },
  });
}

/**
 * Posts a form with XMLHttpRequest, because fetch cannot report upload progress; `onProgress`
 * gets the share sent, 0 to 1. Errors are thrown as the one ApiError.
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
          error?.fields,
          error?.details,
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
