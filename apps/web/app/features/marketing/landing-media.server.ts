import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Language } from '@brandloom/shared/i18n/languages';
import {
  type LandingMedia,
  landingManifestFile,
  landingMediaFolder,
} from '@brandloom/shared/site/landing-media';
import type { ShowcaseProps } from './components/landing-showcase';

/**
 * The landing's build-time media for one language (decision 0050), read by the home page's
 * prerender from the manifest `npm run build` writes into the web app's public folder (the
 * prerender and the dev server run in apps/web). Null before any build made it: the page then
 * shows its words without the pictures.
 */
export async function landingMedia(language: Language): Promise<ShowcaseProps['media']> {
  let manifest: LandingMedia;
  try {
    manifest = JSON.parse(
      await readFile(resolve('public', landingMediaFolder, landingManifestFile), 'utf8'),
    ) as LandingMedia;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return { brand: manifest.brand, brandKit: manifest.brandKit, own: manifest.languages[language] };
}
