import {
  fileSizeLimitMegabytes,
  maxFilesPerUploadBatch,
  uploadExtensions,
  uploadsBucket,
} from '@brandloom/shared/uploads';
import { CircleAlert, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { ProgressBar } from '~/components/ui/progress-bar';
import { cn } from '~/lib/cn';
import { useT } from '~/lib/i18n-context';
import type { useUploadBatch } from '../hooks/use-upload-batch';
import { PendingUploadTile } from './upload-progress';

export interface UploadControlProps {
  /** From `useUploadBatch({ onUploaded, brandId? })`: the parent gets each saved upload. */
  batch: ReturnType<typeof useUploadBatch>;
  /** List the files on their way under the drop zone; off where the parent shows them itself. */
  listPending?: boolean;
  className?: string;
}

const accept = [
  ...Object.keys(uploadExtensions).map((extension) => `.${extension}`),
  ...uploadsBucket.allowedMimeTypes,
].join(',');

/**
 * Drag-and-drop zone with a file picker (several files) for images: JPG, PNG, WebP. Checks and
 * uploads through `batch`; shows why a batch was refused and the checking progress.
 */
export function UploadControl({ batch, listPending = true, className }: UploadControlProps) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const busy = batch.phase.name !== 'idle';

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void batch.start([...event.dataTransfer.files]);
  };

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <section
        aria-label={t('uploads:control.label')}
        data-testid="upload-drop-zone"
        data-dragging={dragging}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-border border-dashed bg-card px-4 py-6 text-center transition-colors sm:py-10',
          dragging && 'border-primary bg-accent',
        )}
      >
        <span className="flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Upload aria-hidden className="size-5" />
        </span>
        <p className="font-medium text-sm">
          {t('uploads:control.drop')}{' '}
          <Button
            variant="outline"
            size="sm"
            className="ml-1"
            disabled={busy}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
            data-testid="upload-choose-files"
          >
            {t('uploads:control.browse')}
          </Button>
        </p>
        <p id={hintId} className="text-muted-foreground text-xs">
          {t('uploads:control.hint', {
            maxMegabytes: fileSizeLimitMegabytes,
            count: maxFilesPerUploadBatch,
          })}
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={accept}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="upload-file-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void batch.start(files);
          }}
        />
        {batch.phase.name === 'checking' && (
          <div className="mt-1 flex w-full max-w-xs flex-col gap-1.5" aria-live="polite">
            <p className="text-muted-foreground text-xs">{t('uploads:control.checking')}</p>
            <ProgressBar value={batch.phase.progress} label={t('uploads:control.checking')} />
          </div>
        )}
      </section>

      {batch.refusal && (
        <div
          role="alert"
          data-testid="upload-refusal"
          className="flex items-start gap-2 rounded-xl border border-destructive/40 bg-destructive/5 px-3 py-2.5 text-sm"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <div className="min-w-0">
            <p className="break-words font-medium text-destructive">{batch.refusal}</p>
            <p className="text-muted-foreground text-xs">{t('uploads:control.refused')}</p>
          </div>
        </div>
      )}

      {listPending && batch.pending.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('uploads:control.pendingList')}>
          {batch.pending.map((item) => (
            <PendingUploadTile key={item.key} item={item} onDismiss={batch.dismiss} />
          ))}
        </ul>
      )}
    </div>
  );
}
