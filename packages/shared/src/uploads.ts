/**
 * Upload rules (spec §5, §9) shared by the server's checks and the upload control's early checks.
 * Numbers the spec leaves open are recorded in docs/decisions/0014-plan-limits.md.
 */

/** The storage bucket for user files (spec §3 "Storage bucket"). */
export const uploadsBucket = {
  id: 'uploads',
  name: 'uploads',
  public: true,
  /** Largest file accepted, in bytes. */
  fileSizeLimit: 10 * 1024 * 1024,
  allowedMimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export type UploadMimeType = (typeof uploadsBucket.allowedMimeTypes)[number];

/** The size limit of user files (uploads, brand logos and fonts) as messages state it. */
export const fileSizeLimitMegabytes = uploadsBucket.fileSizeLimit / (1024 * 1024);

/**
 * Widest or highest image accepted (uploads, logos, imported images), in pixels: 6000 × 6000 stays
 * under the 40 megapixels the image transformer reads, so every accepted image can be resized.
 */
export const maxImageSide = 6000;

/** File-name endings accepted for uploads (case-insensitive) and the type each must really be. */
export const uploadExtensions = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const satisfies Record<string, UploadMimeType>;

/** Most files in one upload batch. */
export const maxFilesPerUploadBatch = 20;

/** Most uploads or creatives a prompt may attach (spec §5 `{max}`): beyond it, `Too Many Uploads`. */
export const maxPromptAttachments = 4;

export const uploadSources = ['manual', 'website'] as const;
export type UploadSource = (typeof uploadSources)[number];

/** The lower-case extension of `filename` when it is one uploads accept, else null. */
export function uploadExtensionOf(filename: string): keyof typeof uploadExtensions | null {
  const match = /\.([A-Za-z]+)$/.exec(filename);
  const extension = match?.[1]?.toLowerCase();
  return extension && extension in uploadExtensions ? (extension as keyof typeof uploadExtensions) : null;
}

/** Why a file cannot be uploaded: an error code of errors.ts with its message's values. */
export type UploadProblem =
  | { code: 'UPLOAD_BATCH_TOO_LARGE'; params: { count: number } }
  | { code: 'UPLOAD_NOT_AN_IMAGE'; params: { filename: string } }
  | { code: 'UPLOAD_TOO_LARGE'; params: { filename: string; maxMegabytes: number } }
  | {
      code: 'IMAGE_DIMENSIONS_TOO_LARGE';
      params: { filename: string; width: number; height: number; maxPixels: number };
    };

/** The name and size rules of one file (the server also checks its bytes). */
export function uploadFileProblem(file: { name: string; size: number }): UploadProblem | null {
  if (!uploadExtensionOf(file.name)) return { code: 'UPLOAD_NOT_AN_IMAGE', params: { filename: file.name } };
  if (file.size > uploadsBucket.fileSizeLimit) {
    return {
      code: 'UPLOAD_TOO_LARGE',
      params: { filename: file.name, maxMegabytes: fileSizeLimitMegabytes },
    };
  }
  return null;
}

/** An image wider or higher than `maxImageSide`. */
export function imageDimensionsProblem(image: {
  name: string;
  width: number;
  height: number;
}): UploadProblem | null {
  if (image.width <= maxImageSide && image.height <= maxImageSide) return null;
  return {
    code: 'IMAGE_DIMENSIONS_TOO_LARGE',
    params: { filename: image.name, width: image.width, height: image.height, maxPixels: maxImageSide },
  };
}

/** The first problem of a batch: too many files, else the first file that breaks a rule. */
export function uploadBatchProblem(files: readonly { name: string; size: number }[]): UploadProblem | null {
  if (files.length > maxFilesPerUploadBatch) {
    return { code: 'UPLOAD_BATCH_TOO_LARGE', params: { count: maxFilesPerUploadBatch } };
  }
  for (const file of files) {
    const problem = uploadFileProblem(file);
    if (problem) return problem;
  }
  return null;
}
