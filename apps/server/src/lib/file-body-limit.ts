import { fileSizeLimitMegabytes } from '@brandloom/shared/uploads';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error.ts';

// Room for the multipart boundaries and the other form fields around the files.
const multipartSlack = 1024 * 1024;

/**
 * The body limit of a route that takes `files` user files (uploads, brand logos and fonts): their
 * size limit plus room for the form; beyond it FILE_TOO_LARGE names the limit in MB.
 */
export function fileBodyLimit(files = 1): MiddlewareHandler {
  return bodyLimit({
    maxSize: files * fileSizeLimitMegabytes * 1024 * 1024 + multipartSlack,
    onError: () => {
      throw new AppError('FILE_TOO_LARGE', { params: { maxMegabytes: fileSizeLimitMegabytes } });
    },
  });
}
