import type { ImageRequestSources } from '../generation/index.ts';
import { listOwnImageUploads } from './creative-editor.repository.ts';
import { previewCreativeEdit } from './preview-creative-edit.ts';

/** Uploads offered to replace a photo with (the newest ones). */
const uploadsOffered = 40;

/** The editor's start: the stored document painted layer by layer, the brand's palette, the user's uploads. */
export async function openCreativeEditor(sources: ImageRequestSources, userId: string, creativeId: string) {
  const preview = await previewCreativeEdit(sources, userId, creativeId, { refit: [] });
  const uploads = await listOwnImageUploads(sources.db, userId, uploadsOffered);
  return {
    ...preview,
    uploads: uploads.map((upload) => ({
      path: upload.path,
      filename: upload.filename,
      url: sources.storage.publicUrl(upload.path),
    })),
  };
}
