// What the composer uses of uploads: the list to pick from and the upload control's batch.

export { useUploadBatch } from './hooks/use-upload-batch';
export type { Upload } from './uploads-queries';
export { useUploads } from './uploads-queries';
