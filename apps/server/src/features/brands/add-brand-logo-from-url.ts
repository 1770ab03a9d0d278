import type { BrandFile } from '@brandloom/shared/brands';
import { AppError } from '../../lib/app-error.ts';
import { logoFromBytes, storeLogo } from './add-brand-logo.ts';
import type { BrandDeps } from './brand-files.ts';

/**
 * Downloads an image from a user-given URL. It must be the safe fetcher (no private addresses, size
 * and time limits): the app's default is the website scan's, tests pass a fake.
 */
export type FetchImage = (url: string) => Promise<{ bytes: Uint8Array; contentType: string }>;

/**
 * Stores the image at `url` (a logo candidate of the website scan) as a logo file. The bytes decide
 * what it is, not the answer's content type: PNG, WebP or SVG (sanitised), else LOGO_NOT_SUPPORTED.
 */
export async function addBrandLogoFromUrl(
  { fetchImage, ...deps }: BrandDeps & { fetchImage: FetchImage },
  userId: string,
  url: string,
): Promise<BrandFile> {
  const filename = new URL(url).pathname.split('/').pop() || url;
  let bytes: Uint8Array;
  try {
    ({ bytes } = await fetchImage(url));
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    throw new AppError('LOGO_NOT_SUPPORTED', { params: { filename }, cause });
  }
  const logo = await logoFromBytes(filename, bytes);
  if (!logo) throw new AppError('LOGO_NOT_SUPPORTED', { params: { filename } });
  return storeLogo(deps, userId, logo);
}
