import type { Language } from '@brandloom/shared/i18n/languages';
import { type TemplateAspect, templateAspectRatios } from '@brandloom/shared/templates';
import type { ImageRequest } from '../../adapters/image-provider/image-provider.ts';
import { readObjectBytes, type Storage } from '../../adapters/storage/storage.ts';
import { loadBrandLayer } from '../../brand-layer/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { semaphore } from '../../lib/semaphore.ts';
import { sharp } from '../../lib/sharp.ts';
import { templateCatalogue, templateLook } from './catalog/catalog.ts';
import { requireLiveTemplate } from './ensure-template-usable.ts';

/** Drawn at this size directly (not 1024 px scaled down): sharp on a card at twice its CSS width. */
export const previewSizes = {
  square: { width: 512, height: 512 },
  landscape: { width: 600, height: 400 },
  portrait: { width: 400, height: 600 },
} as const satisfies Record<TemplateAspect, { width: number; height: number }>;

/** A preview URL carries the catalogue version, so its bytes never change. */
export const previewCacheControl = 'public, max-age=31536000, immutable';

// Previews are a few tens of KB; anything far larger in the store is not one of ours.
const maxPreviewBytes = 2 * 1024 * 1024;

export interface TemplatePreview {
  bytes: Uint8Array<ArrayBuffer>;
  /** Served from the store rather than drawn for this request. */
  cached: boolean;
}

// Node's Buffers are typed over ArrayBufferLike; ours always own a plain ArrayBuffer.
const bytesOf = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

/** The template drawn by the brand compositor with its theme's sample copy in `language`, as WebP. */
async function drawPreview(id: string, language: Language): Promise<Buffer> {
  const template = templateCatalogue.template(id);
  const theme = template && templateCatalogue.theme(template.themeKey);
  const look = templateLook(templateCatalogue, id);
  if (!template || !theme || !look) throw new AppError('TEMPLATE_NOT_FOUND');
  const text = theme.theme.text[language];
  const request: ImageRequest = {
    prompt: text.prompt,
    language,
    ratio: templateAspectRatios[template.aspect],
    quality: 'low',
    brand: null,
    style: null,
    template: look,
    references: [],
    variant: 0,
    copy: { headline: text.headline, subline: text.subline, callToAction: text.cta },
  };
  const { planCreative, renderCreative } = await loadBrandLayer();
  const planned = await planCreative(request, {}, { size: previewSizes[template.aspect] });
  const { png } = await renderCreative(planned, request);
  return sharp(png).webp({ quality: 82 }).toBuffer();
}

/**
 * Template previews, drawn on first request and kept in the storage adapter under the catalogue
 * version (shared by every instance). At most two are drawn at once: a cold library page asks for
 * 24 and the compositor uses a core each; the same preview asked twice meanwhile is drawn once.
 */
export function createTemplatePreviews({ db, storage }: { db: Database; storage: Storage }) {
  const slots = semaphore(2);
  const drawing = new Map<string, Promise<Buffer>>();

  async function drawAndStore(id: string, language: Language, path: string): Promise<Buffer> {
    await slots.acquire();
    try {
      const bytes = await drawPreview(id, language);
      await storage.put(path, bytes, {
        contentType: 'image/webp',
        cacheControl: previewCacheControl,
        upsert: true,
      });
      return bytes;
    } finally {
      slots.release();
    }
  }

  /** GET /api/templates/{id}/preview: TEMPLATE_NOT_FOUND for unknown and deleted templates. */
  return async function renderTemplatePreview(id: string, language: Language): Promise<TemplatePreview> {
    await requireLiveTemplate(db, id);
    const path = `template-previews/${templateCatalogue.version}/${id}/${language}.webp`;
    const stored = await storage.get(path);
    if (stored) return { bytes: bytesOf(await readObjectBytes(stored, maxPreviewBytes)), cached: true };
    let pending = drawing.get(path);
    if (!pending) {
      pending = drawAndStore(id, language, path).finally(() => drawing.delete(path));
      drawing.set(path, pending);
    }
    return { bytes: bytesOf(await pending), cached: false };
  };
}
