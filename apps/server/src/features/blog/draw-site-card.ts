import { createHash } from 'node:crypto';
import type { Language } from '@brandloom/shared/i18n/languages';
import type { CreativeBrand, ImageRequest } from '../../adapters/image-provider/image-provider.ts';
import { readObjectBytes, type Storage } from '../../adapters/storage/storage.ts';
import { loadBrandLayer } from '../../brand-layer/index.ts';
import { semaphore } from '../../lib/semaphore.ts';
import { sharp } from '../../lib/sharp.ts';

/** What a card says: a blog post's cover or a page's social card. */
export interface SiteCardText {
  headline: string;
  subline: string | null;
  callToAction: string | null;
  language: Language;
}

/** 3:2 at Open Graph's recommended width: a post's cover on the page and its social card in one file. */
const cardSize = { width: 1200, height: 800 } as const;
const maxCardBytes = 2 * 1024 * 1024;
/** Cards are named by their text, so a card URL's bytes change only when its words do. */
export const cardCacheControl = 'public, max-age=86400';

/** Brandloom's own colours (the web app's primary violet and its ink), as the brand the compositor lays out. */
const brandloom: CreativeBrand = {
  name: 'Brandloom',
  websiteUrl: null,
  brief: {
    description: 'Ad creatives that follow your brand',
    toneOfVoice: 'clear, helpful',
    audience: '',
    offer: '',
  },
  colors: ['#4f46e5', '#8b7bff', '#14122b', '#f5f3ff'],
  fonts: { heading: null, body: null },
  logo: { light: null, dark: null },
};

async function drawCard(text: SiteCardText): Promise<Buffer> {
  const request: ImageRequest = {
    prompt: text.headline,
    language: text.language,
    ratio: '3:2',
    quality: 'low',
    brand: brandloom,
    style: null,
    template: null,
    references: [],
    variant: 0,
    copy: { headline: text.headline, subline: text.subline, callToAction: text.callToAction },
  };
  const { planCreative, renderCreative } = await loadBrandLayer();
  const planned = await planCreative(request, {}, { size: cardSize });
  return sharp((await renderCreative(planned, request)).png)
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * Blog covers and social cards drawn by the brand compositor (decision 0047): on first request,
 * then kept in the storage adapter under a hash of their text (shared by every instance, nothing
 * in the repository). One at a time: they are a page's decoration, not worth two cores.
 */
export function createSiteCards(storage: Storage) {
  const slots = semaphore(1);
  const drawing = new Map<string, Promise<Buffer>>();

  async function drawAndStore(text: SiteCardText, path: string): Promise<Buffer> {
    await slots.acquire();
    try {
      const bytes = await drawCard(text);
      await storage.put(path, bytes, {
        contentType: 'image/webp',
        cacheControl: cardCacheControl,
        upsert: true,
      });
      return bytes;
    } finally {
      slots.release();
    }
  }

  return async function siteCard(text: SiteCardText): Promise<Buffer> {
    const key = createHash('sha256').update(JSON.stringify(text)).digest('hex').slice(0, 32);
    const path = `site-cards/${key}.webp`;
    const stored = await storage.get(path);
    if (stored) return readObjectBytes(stored, maxCardBytes);
    let pending = drawing.get(path);
    if (!pending) {
      pending = drawAndStore(text, path).finally(() => drawing.delete(path));
      drawing.set(path, pending);
    }
    return pending;
  };
}

export type SiteCards = ReturnType<typeof createSiteCards>;
