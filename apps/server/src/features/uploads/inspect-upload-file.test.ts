import { maxImageSide } from '@brandloom/shared/uploads';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { inspectUploadFile } from './inspect-upload-file.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

describe('inspectUploadFile', () => {
  it('accepts an image of the largest size', async () => {
    await expect(inspectUploadFile('wide.png', await png(maxImageSide, 1))).resolves.toMatchObject({
      width: maxImageSide,
    });
  });

  it('refuses a wider image naming its size and the limit in pixels', async () => {
    const error = await inspectUploadFile('wide.png', await png(maxImageSide + 1, 2)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'IMAGE_DIMENSIONS_TOO_LARGE',
      params: { filename: 'wide.png', width: maxImageSide + 1, height: 2, maxPixels: maxImageSide },
    });
  });
});
