/**
 * How `/storage/*` can fit an image and which formats it converts to (image-transform.ts). Apart
 * from the query schema, so the web app's download menu reads them without loading zod.
 */
export const imageFits = ['cover', 'contain', 'inside', 'fill', 'outside'] as const;
export const imageFormats = ['jpg', 'png', 'webp'] as const;
