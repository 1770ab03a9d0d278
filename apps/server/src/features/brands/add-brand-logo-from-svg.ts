import type { BrandFile } from '@brandloom/shared/brands';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { storeLogo, svgLogo } from './add-brand-logo.ts';

/** Stores inline SVG markup (e.g. a logo the website scan found in a page) as a sanitised logo file. */
export async function addBrandLogoFromSvg(
  storage: Storage,
  userId: string,
  markup: string,
): Promise<BrandFile> {
  const logo = svgLogo(markup);
  if (!logo) throw new AppError('LOGO_NOT_SUPPORTED', { params: { filename: 'logo.svg' } });
  return storeLogo(storage, userId, logo);
}
