import { brandLogoContentTypes } from '@brandloom/shared/brands';
import { fileSizeLimitMegabytes, type UploadMimeType, uploadsBucket } from '@brandloom/shared/uploads';
import { AppError } from '../../lib/app-error.ts';
import { SafeFetchError, safeFetch } from '../../lib/safe-fetch/safe-fetch.ts';
import { limitsOf, type WebsiteFetchContext, websiteFailure } from './website-fetch.ts';

export interface WebsiteImageFile<Type extends string = UploadMimeType> {
  /** The address finally read, after redirects. */
  url: string;
  contentType: Type;
  bytes: Buffer;
}

/**
 * Downloads one image the user picked from a website (for uploads, or as a brand logo): only the
 * `accept`ed types (by default those uploads take) and the upload size, through the safe fetch.
 * The caller still checks the bytes (magic numbers). An image over the size limit is
 * UPLOAD_TOO_LARGE; any other failure, a refused address included, WEBSITE_IMAGES_FAILED.
 */
export async function fetchWebsiteImage<Type extends string = UploadMimeType>(
  url: string,
  context: WebsiteFetchContext,
  accept: readonly Type[] = uploadsBucket.allowedMimeTypes as readonly string[] as readonly Type[],
): Promise<WebsiteImageFile<Type>> {
  const limits = limitsOf(context);
  try {
    const response = await safeFetch(url, {
      accept,
      maxBytes: uploadsBucket.fileSizeLimit,
      allowedHosts: context.allowedHosts,
      maxRedirects: limits.maxRedirects,
      requestTimeoutMs: limits.requestTimeoutMs,
      timeoutMs: limits.scanTimeoutMs,
    });
    return { url: response.url, contentType: response.contentType as Type, bytes: response.body };
  } catch (error) {
    if (error instanceof SafeFetchError && error.reason === 'too-large') {
      throw new AppError('UPLOAD_TOO_LARGE', {
        params: { filename: url, maxMegabytes: fileSizeLimitMegabytes },
        cause: error,
      });
    }
    throw websiteFailure('WEBSITE_IMAGES_FAILED', url, error, context.logger);
  }
}

/** A logo candidate of a scan, for a brand: PNG, SVG or WebP (the brand checks the bytes). */
export function fetchWebsiteLogo(url: string, context: WebsiteFetchContext) {
  return fetchWebsiteImage(url, context, brandLogoContentTypes);
}
