import { maxPromptAttachments } from '@brandloom/shared/uploads';
import { useCallback, useState } from 'react';
import { type Upload, useUploadBatch } from '~/features/uploads';
import { useT } from '~/lib/i18n-context';

/** An image the next prompt carries: an upload or a finished creative. */
export interface ComposerAttachment {
  kind: 'upload' | 'creative';
  id: string;
  name: string;
  thumbnailUrl: string | null;
}

const sameAttachment = (a: { kind: string; id: string }, b: { kind: string; id: string }) =>
  a.kind === b.kind && a.id === b.id;

/**
 * The composer's attachments, kept to the `{max}` a prompt may hold (spec §5) before the server
 * would refuse: files uploaded from the composer count from the moment they start, so a slot is
 * never promised twice. Uploads go through the uploads feature's checked batch flow and belong to
 * the brand the composer has selected, as uploads made on that brand's page do.
 */
export function useComposerAttachments({ brandId }: { brandId: string | null }) {
  const { t } = useT();
  const [attachments, setAttachments] = useState<ComposerAttachment[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [batchSize, setBatchSize] = useState(0);
  const [dismissedRefusal, setDismissedRefusal] = useState<string | null>(null);

  const add = useCallback((items: ComposerAttachment[]) => {
    setAttachments((current) => {
      const fresh = items.filter((item) => !current.some((other) => sameAttachment(item, other)));
      return [...current, ...fresh].slice(0, maxPromptAttachments);
    });
  }, []);
  const batch = useUploadBatch({
    brandId: brandId ?? undefined,
    onUploaded: (upload: Upload) =>
      add([{ kind: 'upload', id: upload.id, name: upload.filename, thumbnailUrl: upload.thumbnailUrl }]),
  });

  const uploading = batch.phase.name !== 'idle';
  // While the batch is checked no placeholder exists yet; afterwards each file has one until saved.
  const inFlight =
    batch.phase.name === 'checking' ? batchSize : batch.pending.filter((item) => !item.error).length;
  const free = Math.max(0, maxPromptAttachments - attachments.length - inFlight);
  const limitMessage = t('errors:TOO_MANY_UPLOADS', { count: maxPromptAttachments });

  /** Uploads `files` and attaches them; more than the free slots are refused whole, nothing stored. */
  const upload = (files: File[]) => {
    if (files.length === 0 || uploading) return;
    if (files.length > free) {
      setNotice(limitMessage);
      return;
    }
    setNotice(null);
    setDismissedRefusal(null);
    setBatchSize(files.length);
    void batch.start(files);
  };

  const refusal = batch.refusal !== dismissedRefusal ? batch.refusal : null;
  return {
    attachments,
    free,
    uploading,
    pending: batch.pending,
    checking: batch.phase.name === 'checking' ? batch.phase.progress : null,
    dismissPending: batch.dismiss,
    limitMessage,
    /** Why the last action was refused: the `{max}` limit or the upload rules' message. */
    notice: notice ?? refusal,
    dismissNotice: () => {
      setNotice(null);
      setDismissedRefusal(batch.refusal);
    },
    /** Shows the limit message; for actions started with no slot left. */
    refuseFull: () => setNotice(limitMessage),
    upload,
    add: (items: ComposerAttachment[]) => {
      setNotice(null);
      add(items);
    },
    remove: (item: ComposerAttachment) => {
      setNotice(null);
      setAttachments((current) => current.filter((other) => !sameAttachment(item, other)));
    },
    clear: () => setAttachments([]),
  };
}

export type ComposerAttachments = ReturnType<typeof useComposerAttachments>;
