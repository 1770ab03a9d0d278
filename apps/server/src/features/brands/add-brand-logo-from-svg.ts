import type { BrandFile } from '@brandloom/shared/brands';
import { AppError } from '../../lib/app-error.ts';
import { storeLogo, svgLogo } from './add-brand-logo.ts';
import type { BrandDeps } from './brand-files.ts';

/** Stores inline SVG markup (e.g. a logo the website scan found in a page) as a sanitised logo file. */
export async function addBrandLogoFromSvg(
  deps: BrandDeps,
  userId: string,
  markup: string,
): Promise<BrandFile> {
  const logo = svgLogo(markup);
  if (!logo) throw new AppError('LOGO_NOT_SUPPORTED', { params: { filename: 'logo.svg' } });
  return storeLogo(deps, userId, logo);
}
