import { type UploadMimeType, uploadsBucket } from '@brandloom/shared/uploads';
import { safeFetch } from '../../lib/safe-fetch/safe-fetch.ts';
import { limitsOf, type WebsiteFetchContext, websiteFailure } from './website-fetch.ts';

export interface WebsiteImageFile {
  /** The address finally read, after redirects. */
  url: string;
  contentType: UploadMimeType;
  bytes: Buffer;
}

/**
 * Downloads one image the user picked from a website listing, for import into uploads: only the
 * types and size uploads accept, through the safe fetch. The caller still checks the bytes
 * (magic numbers) as for any upload. Failure, a refused address included, is WEBSITE_IMAGES_FAILED.
 */
export async function fetchWebsiteImage(
  url: string,
  context: WebsiteFetchContext,
): Promise<WebsiteImageFile> {
  const limits = limitsOf(context);
  try {
    const response = await safeFetch(url, {
      accept: uploadsBucket.allowedMimeTypes,
      maxBytes: uploadsBucket.fileSizeLimit,
      allowedHosts: context.allowedHosts,
      maxRedirects: limits.maxRedirects,
      requestTimeoutMs: limits.requestTimeoutMs,
      timeoutMs: limits.scanTimeoutMs,
    });
    return { url: response.url, contentType: response.contentType as UploadMimeType, bytes: response.body };
  } catch (error) {
    throw websiteFailure('WEBSITE_IMAGES_FAILED', url, error, context.logger);
  }
}
