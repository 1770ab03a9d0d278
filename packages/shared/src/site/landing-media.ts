import type { ImageRatio } from '../generation.ts';
import type { Language } from '../i18n/languages.ts';

/**
 * The landing page's pictures and clips, made by the brand compositor and the local animator when
 * the product is built (scripts/build/landing-media.ts, decision 0050), and the intro video recorded
 * from the running product (scripts/intro-video.ts). The build writes this manifest next to the
 * files; the home page's prerender reads it.
 */

/** Where the build writes them, under the web app's public folder (served at /landing/…). */
export const landingMediaFolder = 'landing';
export const landingManifestFile = 'landing-media.json';

/** A picture on the landing: its address and size (width and height attributes: no layout shift). */
export interface LandingPicture {
  src: string;
  width: number;
  height: number;
}

export interface LandingCreative extends LandingPicture {
  ratio: ImageRatio;
  /** The headline the compositor set on it: the alt text's words. */
  headline: string;
}

export interface LandingVideo extends LandingPicture {
  poster: string;
  durationSeconds: number;
}

export interface LandingMedia {
  brand: { name: string; colors: string[]; fonts: { heading: string; body: string } };
  brandKit: LandingPicture;
  languages: Record<
    Language,
    {
      /** The chat prompt the creatives were made from, in that language. */
      prompt: string;
      creatives: LandingCreative[];
      /** The brand section's creative, in the sample brand's kit. */
      brandCreative: LandingCreative;
      /** The animator's clip of the brand creative. */
      video: LandingVideo;
    }
  >;
}

/** The intro video (committed, recorded by `npm run intro:record`): files under the public folder. */
export const introVideo = {
  mp4: '/intro/brandloom-intro.mp4',
  webm: '/intro/brandloom-intro.webm',
  poster: '/intro/brandloom-intro.webp',
  /** Captions per language: `/intro/brandloom-intro.{language}.vtt`. */
  captions: (language: Language) => `/intro/brandloom-intro.${language}.vtt`,
  width: 1280,
  height: 720,
} as const;
