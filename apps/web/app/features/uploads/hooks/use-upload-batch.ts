import { uploadBatchProblem } from '@brandloom/shared/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { addUpload, checkUploadBatch, type Upload, uploadFile } from '../uploads-queries';

/** A file on its way: shown as a placeholder with a progress bar until its record replaces it. */
export interface PendingUpload {
  key: string;
  filename: string;
  /** The file itself, shown faintly behind the progress bar (an object URL, revoked on removal). */
  previewUrl: string;
  /** Share sent, 0 to 1. */
  progress: number;
  /** Set when this file failed; the others go on. */
  error?: string;
}

export type BatchPhase = { name: 'idle' } | { name: 'checking'; progress: number } | { name: 'uploading' };

// Two at a time: each file's bar moves steadily, and a batch of twenty does not open twenty requests.
const parallelUploads = 2;
let keyCounter = 0;

/**
 * Uploads a batch the way the spec wants it: the shared rules first (count, names, sizes), then
 * the server's check of every file's bytes; one bad file stops the whole batch before anything
 * is stored. Then one request per file, each with its own progress; each saved upload joins the
 * cached lists it belongs to.
 */
export function useUploadBatch({
  brandId,
  onUploaded,
}: {
  brandId?: string;
  onUploaded?: (upload: Upload) => void;
}) {
  const { t } = useT();
  const client = useQueryClient();
  const [phase, setPhase] = useState<BatchPhase>({ name: 'idle' });
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const uploadedRef = useRef(onUploaded);
  uploadedRef.current = onUploaded;

  const patch = useCallback(
    (key: string, change: Partial<PendingUpload>) =>
      setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const dismiss = useCallback(
    (key: string) =>
      setPending((items) =>
        items.filter((item) => {
          if (item.key !== key) return true;
          URL.revokeObjectURL(item.previewUrl);
          return false;
        }),
      ),
    [],
  );

  const start = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      setRefusal(null);
      const problem = uploadBatchProblem(files);
      if (problem) {
        setRefusal(t(`errors:${problem.code}`, problem.params));
        return;
      }
      setPhase({ name: 'checking', progress: 0 });
      try {
        await checkUploadBatch(files, (progress) => setPhase({ name: 'checking', progress }));
      } catch (error) {
        setRefusal(error instanceof ApiError ? error.message : String(error));
        setPhase({ name: 'idle' });
        return;
      }
      setPhase({ name: 'uploading' });
      const queue = files.map((file) => {
        keyCounter += 1;
        return { file, key: `pending-${keyCounter}` };
      });
      // Built now: the updater runs later, when the queue below is already being emptied.
      const placeholders = queue.map(({ file, key }) => ({
        key,
        filename: file.name,
        previewUrl: URL.createObjectURL(file),
        progress: 0,
      }));
      setPending((items) => [...placeholders, ...items]);
      const next = async (): Promise<void> => {
        const item = queue.shift();
        if (!item) return;
        try {
          const upload = await uploadFile(item.file, {
            brandId,
            onProgress: (progress) => patch(item.key, { progress }),
          });
          dismiss(item.key);
          addUpload(client, upload);
          uploadedRef.current?.(upload);
        } catch (error) {
          patch(item.key, { error: error instanceof ApiError ? error.message : String(error) });
        }
        return next();
      };
      await Promise.all(Array.from({ length: parallelUploads }, next));
      setPhase({ name: 'idle' });
    },
    [brandId, patch, dismiss, t, client],
  );

  return { start, phase, pending, refusal, dismiss };
}
