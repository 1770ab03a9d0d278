import type { BrandFontFile } from '@brandloom/shared/brands';
import { AppError } from '../../lib/app-error.ts';
import { fontContentTypes, fontFormat } from '../../lib/file-signatures.ts';
import { fontkit } from '../../lib/fontkit.ts';
import { type BrandDeps, storeBrandFile } from './brand-files.ts';

/** The font's family name as the font itself states it; null when the file does not parse. */
function familyNameOf(bytes: Uint8Array): string | null {
  try {
    const font = fontkit().create(Buffer.from(bytes));
    const family = 'familyName' in font ? font.familyName : null;
    return family?.trim() || null;
  } catch {
    return null;
  }
}

/**
 * Stores an uploaded TTF, OTF, WOFF or WOFF2 font, judged by its signature and by parsing it
 * (FONT_NOT_SUPPORTED otherwise). The family comes from `family` when given, else from the font.
 */
export async function uploadBrandFont(
  deps: BrandDeps,
  userId: string,
  file: { name: string; bytes: Uint8Array; family?: string },
): Promise<BrandFontFile> {
  const format = fontFormat(file.bytes);
  const familyInFont = format ? familyNameOf(file.bytes) : null;
  if (!format || !familyInFont) throw new AppError('FONT_NOT_SUPPORTED', { params: { filename: file.name } });
  const family = (file.family?.trim() || familyInFont).slice(0, 100);
  const stored = await storeBrandFile(deps, userId, {
    bytes: file.bytes,
    contentType: fontContentTypes[format],
    extension: format,
  });
  return { ...stored, family };
}
