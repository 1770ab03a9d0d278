import type { Brand } from '@brandloom/shared/brands';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { BrandRow } from './brands.repository.ts';

/** A brand row as the API answers it, with its files' public URLs. */
export function brandView(row: BrandRow, storage: Storage): Brand {
  return {
    id: row.id,
    name: row.name,
    websiteUrl: row.websiteUrl,
    brief: {
      description: row.description,
      toneOfVoice: row.toneOfVoice,
      audience: row.audience,
      offer: row.offer,
    },
    colors: row.colors,
    fonts: row.fonts.map((font) => ({
      ...font,
      url: font.source === 'upload' ? storage.publicUrl(font.path) : null,
    })),
    assets: row.assets.map((asset) => ({ ...asset, url: storage.publicUrl(asset.path) })),
    createdAt: row.creationDate.toISOString(),
    updatedAt: row.updatedDate.toISOString(),
  };
}
