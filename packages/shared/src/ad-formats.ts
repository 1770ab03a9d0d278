/**
 * The ad format finder's data (decision 0052): for each platform's placement, the pixel size we lay
 * it out at, its aspect ratio, the zones its interface covers, and the file-size and video-length
 * limits the platform publishes — each entry with the help page it comes from and the day that page
 * was checked. Only what the platforms publish is here; a limit a page does not state is null.
 * Placement names are in the `formats` catalog, by id.
 */

export const adPlatforms = [
  'meta',
  'instagram',
  'tiktok',
  'youtube',
  'linkedin',
  'x',
  'pinterest',
  'google-display',
] as const;
export type AdPlatform = (typeof adPlatforms)[number];

/** Shares of the canvas, from each edge, where text, logos and buttons must not go. */
export interface SafeZone {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface AdFormat {
  id: string;
  platform: AdPlatform;
  /** What it shows: a still image, a video, or either. */
  media: 'image' | 'video' | 'image-or-video';
  width: number;
  height: number;
  /** As the platform writes it (1.91:1 rather than 300:157). */
  ratio: string;
  safeZone: SafeZone;
  /**
   * `platform` when the numbers are the platform's own; `overlay` when it publishes only a picture
   * of its interface, and the zone is our conservative reading of it.
   */
  safeZoneBasis: 'platform' | 'overlay' | 'none';
  /** Largest file the platform accepts, in bytes; null when its page states none. */
  maxFileBytes: number | null;
  fileTypes: readonly string[];
  /** Shortest and longest video in seconds, where it takes video and states them. */
  videoSeconds: { min: number | null; max: number | null } | null;
  source: string;
  /** ISO date the source page was last checked. */
  checked: string;
}

const checked = '2026-11-26';
const megabytes = (count: number) => count * 1024 * 1024;
const kilobytes = (count: number) => count * 1024;
const noZone: SafeZone = { top: 0, right: 0, bottom: 0, left: 0 };

const metaGuide = 'https://www.facebook.com/business/ads-guide';
/** Meta: "leave roughly 14% (250 pixels) of the top and 20% (340 pixels) of the bottom … free". */
const storiesZone: SafeZone = { top: 0.14, right: 0, bottom: 0.2, left: 0 };
/** Meta Reels: 14% at the top, 35% at the bottom and 6% at the sides free of text and logos. */
const reelsZone: SafeZone = { top: 0.14, right: 0.06, bottom: 0.35, left: 0.06 };
const stills = ['JPG', 'PNG'] as const;

const googleUploaded = 'https://support.google.com/google-ads/answer/1722096';
/** An uploaded Google Display image ad: GIF, JPG or PNG up to 150 KB. */
const iab = (id: string, width: number, height: number, ratio: string): AdFormat => ({
  id,
  platform: 'google-display',
  media: 'image',
  width,
  height,
  ratio,
  safeZone: noZone,
  safeZoneBasis: 'none',
  maxFileBytes: kilobytes(150),
  fileTypes: ['GIF', 'JPG', 'PNG'],
  videoSeconds: null,
  source: googleUploaded,
  checked,
});

export const adFormats: readonly AdFormat[] = [
  {
    id: 'meta-feed-square',
    platform: 'meta',
    media: 'image-or-video',
    width: 1080,
    height: 1080,
    ratio: '1:1',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: megabytes(30),
    fileTypes: stills,
    videoSeconds: { min: 1, max: 241 * 60 },
    source: `${metaGuide}/image/facebook-feed`,
    checked,
  },
  {
    id: 'meta-feed-portrait',
    platform: 'meta',
    media: 'image-or-video',
    width: 1080,
    height: 1350,
    ratio: '4:5',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: megabytes(30),
    fileTypes: stills,
    videoSeconds: { min: 1, max: 241 * 60 },
    source: `${metaGuide}/image/facebook-feed`,
    checked,
  },
  {
    id: 'meta-feed-landscape',
    platform: 'meta',
    media: 'image',
    width: 1200,
    height: 628,
    ratio: '1.91:1',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: megabytes(30),
    fileTypes: stills,
    videoSeconds: null,
    source: `${metaGuide}/image/facebook-feed`,
    checked,
  },
  {
    id: 'meta-stories',
    platform: 'meta',
    media: 'image-or-video',
    width: 1080,
    height: 1920,
    ratio: '9:16',
    safeZone: storiesZone,
    safeZoneBasis: 'platform',
    maxFileBytes: megabytes(30),
    fileTypes: stills,
    videoSeconds: null,
    source: `${metaGuide}/image/facebook-story`,
    checked,
  },
  {
    id: 'meta-reels',
    platform: 'meta',
    media: 'image-or-video',
    width: 1080,
    height: 1920,
    ratio: '9:16',
    safeZone: reelsZone,
    safeZoneBasis: 'platform',
    maxFileBytes: megabytes(30),
    fileTypes: stills,
    videoSeconds: null,
    source: `${metaGuide}/video/facebook-reels`,
    checked,
  },
  {
    id: 'instagram-feed-square',
    platform: 'instagram',
    media: 'image-or-video',
    width: 1080,
    height: 1080,
    ratio: '1:1',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: megabytes(30),
    fileTypes: stills,
    videoSeconds: null,
    source: `${metaGuide}/image/instagram-feed`,
    checked,
  },
  {
    id: 'instagram-feed-portrait',
    platform: 'instagram',
    media: 'image-or-video',
    width: 1080,
    height: 1350,
    ratio: '4:5',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: megabytes(30),
    fileTypes: stills,
    videoSeconds: null,
    source: `${metaGuide}/image/instagram-feed`,
    checked,
  },
  {
    id: 'instagram-stories',
    platform: 'instagram',
    media: 'image-or-video',
    width: 1080,
    height: 1920,
    ratio: '9:16',
    safeZone: storiesZone,
    safeZoneBasis: 'platform',
    maxFileBytes: megabytes(30),
    fileTypes: stills,
    videoSeconds: null,
    source: `${metaGuide}/image/instagram-story`,
    checked,
  },
  {
    id: 'instagram-reels',
    platform: 'instagram',
    media: 'video',
    width: 1080,
    height: 1920,
    ratio: '9:16',
    safeZone: reelsZone,
    safeZoneBasis: 'platform',
    maxFileBytes: null,
    fileTypes: ['MP4', 'MOV'],
    videoSeconds: null,
    source: `${metaGuide}/video/instagram-reels`,
    checked,
  },
  {
    id: 'tiktok-in-feed',
    platform: 'tiktok',
    media: 'video',
    width: 1080,
    height: 1920,
    ratio: '9:16',
    // TikTok publishes its safe zone as an overlay picture: caption and buttons at the bottom and right.
    safeZone: { top: 0.1, right: 0.15, bottom: 0.3, left: 0.06 },
    safeZoneBasis: 'overlay',
    maxFileBytes: megabytes(500),
    fileTypes: ['MP4', 'MOV', 'MPEG', '3GP', 'AVI'],
    videoSeconds: { min: 5, max: 60 },
    source: 'https://ads.tiktok.com/help/article/video-ads-specifications',
    checked,
  },
  {
    id: 'youtube-in-stream',
    platform: 'youtube',
    media: 'video',
    width: 1920,
    height: 1080,
    ratio: '16:9',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: null,
    fileTypes: ['MP4', 'MOV'],
    videoSeconds: null,
    source: 'https://support.google.com/google-ads/answer/2375464',
    checked,
  },
  {
    id: 'youtube-bumper',
    platform: 'youtube',
    media: 'video',
    width: 1920,
    height: 1080,
    ratio: '16:9',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: null,
    fileTypes: ['MP4', 'MOV'],
    videoSeconds: { min: null, max: 6 },
    source: 'https://support.google.com/google-ads/answer/2375464',
    checked,
  },
  {
    id: 'youtube-shorts',
    platform: 'youtube',
    media: 'video',
    width: 1080,
    height: 1920,
    ratio: '9:16',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: null,
    fileTypes: ['MP4', 'MOV'],
    videoSeconds: { min: null, max: 60 },
    source: 'https://support.google.com/google-ads/answer/2375464',
    checked,
  },
  {
    id: 'linkedin-landscape',
    platform: 'linkedin',
    media: 'image',
    width: 1200,
    height: 627,
    ratio: '1.91:1',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: megabytes(5),
    fileTypes: ['JPG', 'PNG', 'GIF'],
    videoSeconds: null,
    source: 'https://www.linkedin.com/help/lms/answer/a426534',
    checked,
  },
  {
    id: 'linkedin-square',
    platform: 'linkedin',
    media: 'image',
    width: 1200,
    height: 1200,
    ratio: '1:1',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: megabytes(5),
    fileTypes: ['JPG', 'PNG', 'GIF'],
    videoSeconds: null,
    source: 'https://www.linkedin.com/help/lms/answer/a426534',
    checked,
  },
  {
    id: 'linkedin-vertical',
    platform: 'linkedin',
    media: 'image',
    width: 720,
    height: 900,
    ratio: '4:5',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: megabytes(5),
    fileTypes: ['JPG', 'PNG', 'GIF'],
    videoSeconds: null,
    source: 'https://www.linkedin.com/help/lms/answer/a426534',
    checked,
  },
  {
    id: 'x-square',
    platform: 'x',
    media: 'image',
    width: 1200,
    height: 1200,
    ratio: '1:1',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: megabytes(5),
    fileTypes: ['JPG', 'PNG'],
    videoSeconds: null,
    source: 'https://business.x.com/en/help/campaign-setup/creative-ad-specifications',
    checked,
  },
  {
    id: 'x-landscape',
    platform: 'x',
    media: 'image',
    width: 1200,
    height: 628,
    ratio: '1.91:1',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: megabytes(5),
    fileTypes: ['JPG', 'PNG'],
    videoSeconds: null,
    source: 'https://business.x.com/en/help/campaign-setup/creative-ad-specifications',
    checked,
  },
  {
    id: 'pinterest-standard',
    platform: 'pinterest',
    media: 'image',
    width: 1000,
    height: 1500,
    ratio: '2:3',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: megabytes(20),
    fileTypes: ['JPG', 'PNG'],
    videoSeconds: null,
    source: 'https://help.pinterest.com/en/business/article/pinterest-product-specs',
    checked,
  },
  {
    id: 'pinterest-square',
    platform: 'pinterest',
    media: 'image',
    width: 1000,
    height: 1000,
    ratio: '1:1',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: megabytes(20),
    fileTypes: ['JPG', 'PNG'],
    videoSeconds: null,
    source: 'https://help.pinterest.com/en/business/article/pinterest-product-specs',
    checked,
  },
  {
    id: 'google-responsive-landscape',
    platform: 'google-display',
    media: 'image',
    width: 1200,
    height: 628,
    ratio: '1.91:1',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: kilobytes(5120),
    fileTypes: ['JPG', 'PNG', 'GIF'],
    videoSeconds: null,
    source: 'https://support.google.com/google-ads/answer/17090561',
    checked,
  },
  {
    id: 'google-responsive-square',
    platform: 'google-display',
    media: 'image',
    width: 1200,
    height: 1200,
    ratio: '1:1',
    safeZone: noZone,
    safeZoneBasis: 'none',
    maxFileBytes: kilobytes(5120),
    fileTypes: ['JPG', 'PNG', 'GIF'],
    videoSeconds: null,
    source: 'https://support.google.com/google-ads/answer/17090561',
    checked,
  },
  iab('google-300x250', 300, 250, '6:5'),
  iab('google-336x280', 336, 280, '6:5'),
  iab('google-728x90', 728, 90, '8.1:1'),
  iab('google-970x250', 970, 250, '3.88:1'),
  iab('google-300x600', 300, 600, '1:2'),
  iab('google-160x600', 160, 600, '1:3.75'),
  iab('google-320x100', 320, 100, '3.2:1'),
  iab('google-320x50', 320, 50, '6.4:1'),
  iab('google-250x250', 250, 250, '1:1'),
];

export type AdFormatId = string;

export function findAdFormat(id: string): AdFormat | undefined {
  return adFormats.find((format) => format.id === id);
}

export const adFormatIds = adFormats.map((format) => format.id) as [string, ...string[]];

/** Channel presets for "resize for placements". */
export const adFormatPresets = {
  meta: ['meta-feed-square', 'meta-feed-portrait', 'meta-stories', 'meta-reels'],
  'google-display': [
    'google-responsive-landscape',
    'google-responsive-square',
    'google-300x250',
    'google-728x90',
  ],
} as const satisfies Record<string, readonly string[]>;
export type AdFormatPreset = keyof typeof adFormatPresets;

/** The image ratio (imageRatios) an image model makes nearest to a format: its base before re-layout. */
export function nearestModelRatio(format: Pick<AdFormat, 'width' | 'height'>): '1:1' | '2:3' | '3:2' {
  const aspect = format.width / format.height;
  if (aspect > 1.2) return '3:2';
  if (aspect < 0.83) return '2:3';
  return '1:1';
}
