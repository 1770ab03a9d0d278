import {
  imageDimensionsProblem,
  type UploadMimeType,
  uploadExtensionOf,
  uploadExtensions,
  uploadFileProblem,
} from '@brandloom/shared/uploads';
import type { Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { sharp } from '../../lib/sharp.ts';

export interface InspectedUpload {
  extension: keyof typeof uploadExtensions;
  contentType: UploadMimeType;
  width: number;
  height: number;
}

// sharp's name for the format it found in the bytes → the type that format is.
const typeOfFormat: Partial<Record<string, UploadMimeType>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * Checks one file against the upload rules: the name ends in jpg, jpeg, png or webp, the size is
 * within the bucket's limit, and the bytes are an image of the type the name says (sharp reads
 * the header by its magic bytes: HTML, SVG, or a PNG named .jpg are refused), at most
 * `maxImageSide` pixels wide and high.
 */
export async function inspectUploadFile(filename: string, bytes: Uint8Array): Promise<InspectedUpload> {
  const problem = uploadFileProblem({ name: filename, size: bytes.byteLength });
  if (problem) throw new AppError(problem.code, { params: problem.params });
  const notAnImage = (cause?: unknown) =>
    new AppError('UPLOAD_NOT_AN_IMAGE', { params: { filename }, cause });
  const extension = uploadExtensionOf(filename);
  if (!extension) throw notAnImage();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    throw notAnImage(error);
  }
  const contentType = uploadExtensions[extension];
  if (typeOfFormat[metadata.format ?? ''] !== contentType || !metadata.width || !metadata.height) {
    throw notAnImage();
  }
  const tooLarge = imageDimensionsProblem({ name: filename, width: metadata.width, height: metadata.height });
  if (tooLarge) throw new AppError(tooLarge.code, { params: tooLarge.params });
  return { extension, contentType, width: metadata.width, height: metadata.height };
}
