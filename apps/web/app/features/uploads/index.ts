// What the composer uses of uploads: the list to pick from and the upload control's batch.
export type { Upload } from './api/uploads-api';
export { useUploadBatch } from './hooks/use-upload-batch';
export { useUploads } from './hooks/use-uploads';
