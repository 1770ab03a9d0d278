import type { DownloadFormat, DownloadSize } from '@brandloom/shared/downloads';
import { api } from '~/lib/api';

/** The `filename="…"` of a Content-Disposition header (the server sends plain ASCII names). */
function fileNameOf(disposition: string | null): string | null {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

/**
 * Asks the server for the creative as a file (GET /api/creatives/{id}/download) and saves it under
 * the name the server gives. Fetched rather than linked, so a refusal (`No image URL provided.`)
 * is shown as a message instead of being saved as a file; throws ApiError.
 */
export async function downloadCreativeFile(
  id: string,
  format: DownloadFormat,
  size: DownloadSize,
): Promise<void> {
  const { data, response } = await api.GET('/api/creatives/{id}/download', {
    params: { path: { id }, query: { format, size: `${size}` } },
    parseAs: 'blob' as const,
  });
  const url = URL.createObjectURL(data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? `brandloom.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
