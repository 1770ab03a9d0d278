import type { ErrorCode } from '@brandloom/shared/errors';
import type { Bucket } from '../../adapters/storage/bucket.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AllowedHost } from '../../lib/safe-fetch/address-policy.ts';
import { fetchWebsiteImage, requireImageImportPlan } from '../website-scan/index.ts';
import { saveUpload } from './save-upload.ts';
import type { UploadRow } from './uploads.repository.ts';

const extensionOf = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** A file name for an image from the web: its last path segment, with the extension its type has. */
function filenameFor(url: string, contentType: keyof typeof extensionOf): string {
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '').replace(/[^\w.-]+/g, '-');
  const stem = last.replace(/\.[A-Za-z0-9]+$/, '') || 'image';
  return `${stem.slice(0, 100)}.${extensionOf[contentType]}`;
}

// Failures that say what to change, rather than 'check the URL'.
const sizeProblemCodes = new Set<ErrorCode>(['UPLOAD_TOO_LARGE', 'IMAGE_DIMENSIONS_TOO_LARGE']);

/**
 * Import images from the website (paid plans): each picked image is downloaded through the safe
 * fetch and saved as an upload with source `website` and its address. Images that fail are
 * reported back; when none could be imported, the first size or dimension problem, else `could
 * not extract images, check the URL`.
 */
export async function importWebsiteImages(
  deps: { db: Database; bucket: Bucket; allowedHosts: readonly AllowedHost[]; logger: Logger },
  userId: string,
  urls: string[],
): Promise<{ uploads: UploadRow[]; failed: string[] }> {
  await requireImageImportPlan(deps.db, userId);
  const uploads: UploadRow[] = [];
  const failed: string[] = [];
  let sizeProblem: AppError | undefined;
  for (const url of new Set(urls)) {
    try {
      const image = await fetchWebsiteImage(url, { allowedHosts: deps.allowedHosts, logger: deps.logger });
      uploads.push(
        await saveUpload(deps, {
          userId,
          filename: filenameFor(image.url, image.contentType),
          bytes: image.bytes,
          source: 'website',
          originalUrl: image.url,
        }),
      );
    } catch (error) {
      deps.logger.warn({ err: error, url }, 'website image import failed');
      if (error instanceof AppError && sizeProblemCodes.has(error.code)) sizeProblem ??= error;
      failed.push(url);
    }
  }
  if (uploads.length === 0) throw sizeProblem ?? new AppError('WEBSITE_IMAGES_FAILED');
  return { uploads, failed };
}
