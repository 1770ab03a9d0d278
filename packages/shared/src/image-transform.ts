import { z } from 'zod';
import { imageFits, imageFormats } from './image-formats.ts';

/** Largest width or height the image endpoint produces or accepts, in pixels. */
export const maxImageTransformSide = 4096;

const side = z.coerce.number().int().min(1).max(maxImageTransformSide).optional();

/**
 * Query of `GET /storage/<path>?w=&h=&fit=&format=&q=`: any of them asks for a resized or
 * converted copy of a stored image. Defaults: fit `inside`, quality 80, format of the original.
 */
export const imageTransformQuerySchema = z.object({
  w: side,
  h: side,
  fit: z.enum(imageFits).optional(),
  format: z.enum(imageFormats).optional(),
  q: z.coerce.number().int().min(1).max(100).optional(),
});

export type ImageTransformQuery = z.output<typeof imageTransformQuerySchema>;

/** Query parameters that make `/storage/*` transform the image. */
export const imageTransformParams = ['w', 'h', 'fit', 'format', 'q'] as const;
