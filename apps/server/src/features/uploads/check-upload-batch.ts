import { uploadBatchProblem } from '@brandloom/shared/uploads';
import { AppError } from '../../lib/app-error.ts';
import { type InspectedUpload, inspectUploadFile } from './inspect-upload-file.ts';

export interface UploadFile {
  filename: string;
  bytes: Uint8Array;
}

export type CheckedUpload = Omit<InspectedUpload, 'extension'> & { filename: string; sizeBytes: number };

/**
 * Checks a whole batch before any of it is stored (spec §5: one bad file stops the batch): the
 * count, every name and size, then every file's bytes. Throws the first problem found.
 */
export async function checkUploadBatch(files: readonly UploadFile[]): Promise<CheckedUpload[]> {
  const problem = uploadBatchProblem(
    files.map((file) => ({ name: file.filename, size: file.bytes.byteLength })),
  );
  if (problem) throw new AppError(problem.code, { params: problem.params });
  const checked: CheckedUpload[] = [];
  // One at a time: sharp already uses every core, and the first bad file ends the check.
  for (const { filename, bytes } of files) {
    const { contentType, width, height } = await inspectUploadFile(filename, bytes);
    checked.push({ filename, sizeBytes: bytes.byteLength, contentType, width, height });
  }
  return checked;
}
