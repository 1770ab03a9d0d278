import { imageFormats } from './image-formats.ts';

/** Spec §1, §9: images download as JPG, PNG or WebP at full, 50 % or 25 % size; videos as MP4. */
export const downloadImageFormats = imageFormats;
export const downloadFormats = [...imageFormats, 'mp4'] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

/** Percent of the original width and height. */
export const downloadSizes = [100, 50, 25] as const;
export type DownloadSize = (typeof downloadSizes)[number];

/** The pixel size of a download, rounded the way the image transformer rounds a width-only resize. */
export function downloadDimensions(
  original: { width: number; height: number },
  size: DownloadSize,
): { width: number; height: number } {
  const width = Math.max(1, Math.round((original.width * size) / 100));
  return { width, height: Math.max(1, Math.round((original.height * width) / original.width)) };
}
