import type { BrandFile, BrandLogoContentType } from '@brandloom/shared/brands';
import { imageDimensionsProblem } from '@brandloom/shared/uploads';
import { AppError } from '../../lib/app-error.ts';
import { looksLikeSvg, rasterImageType } from '../../lib/file-signatures.ts';
import { sanitizeSvg } from '../../lib/sanitize-svg.ts';
import { sharp } from '../../lib/sharp.ts';
import { type BrandDeps, storeBrandFile } from './brand-files.ts';

const logoExtensions = { 'image/png': 'png', 'image/webp': 'webp', 'image/svg+xml': 'svg' } as const;

interface LogoFile {
  bytes: Uint8Array;
  contentType: BrandLogoContentType;
}

/** The SVG markup, sanitised, as a logo file; null when it is not an SVG image. */
export function svgLogo(markup: string): LogoFile | null {
  const clean = looksLikeSvg(markup) ? sanitizeSvg(markup) : null;
  return clean === null ? null : { bytes: new TextEncoder().encode(clean), contentType: 'image/svg+xml' };
}

/**
 * What the bytes of the file `name` really are, judged by their content: a PNG or WebP that
 * decodes, or an SVG (sanitised); null for anything else, whatever its name says. A raster image
 * over `maxImageSide` pixels is IMAGE_DIMENSIONS_TOO_LARGE.
 */
export async function logoFromBytes(name: string, bytes: Uint8Array): Promise<LogoFile | null> {
  const raster = rasterImageType(bytes);
  if (raster) {
    const metadata = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (metadata?.format !== logoExtensions[raster]) return null;
    const tooLarge = imageDimensionsProblem({ name, width: metadata.width, height: metadata.height });
    if (tooLarge) throw new AppError(tooLarge.code, { params: tooLarge.params });
    return { bytes, contentType: raster };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return svgLogo(text);
}

export async function storeLogo(deps: BrandDeps, userId: string, logo: LogoFile): Promise<BrandFile> {
  return storeBrandFile(deps, userId, { ...logo, extension: logoExtensions[logo.contentType] });
}

/**
 * Stores an uploaded logo or icon. Its name must end in png, svg or webp and its bytes must be that
 * type (an HTML page called logo.png is refused): LOGO_NOT_SUPPORTED otherwise.
 */
export async function addBrandLogo(
  deps: BrandDeps,
  userId: string,
  file: { name: string; bytes: Uint8Array },
): Promise<BrandFile> {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const logo = await logoFromBytes(file.name, file.bytes);
  if (!logo || logoExtensions[logo.contentType] !== extension) {
    throw new AppError('LOGO_NOT_SUPPORTED', { params: { filename: file.name } });
  }
  return storeLogo(deps, userId, logo);
}
