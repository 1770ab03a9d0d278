import { ImageUp, X } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { ProgressBar } from '~/components/ui/progress-bar';
import { cn } from '~/lib/cn';
import { useT } from '~/lib/i18n-context';
import type { PendingUpload } from '../hooks/use-upload-batch';

/** The placeholder of a file on its way: its name and progress, or why it failed. */
export function PendingUploadTile({
  item,
  onDismiss,
  className,
}: {
  item: PendingUpload;
  onDismiss: (key: string) => void;
  className?: string;
}) {
  const { t } = useT();
  return (
    <li
      data-testid="pending-upload"
      className={cn(
        'relative isolate flex flex-col justify-end gap-2 overflow-hidden rounded-xl border border-border border-dashed bg-muted/40 p-3',
        item.error && 'border-destructive/60',
        className,
      )}
    >
      <img
        src={item.previewUrl}
        alt=""
        className="absolute inset-0 -z-10 size-full object-cover opacity-25"
      />
      <div className="flex min-w-0 items-start gap-2">
        <ImageUp aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <p className="min-w-0 flex-1 truncate font-medium text-sm" title={item.filename}>
          {item.filename}
        </p>
        {item.error && (
          <Button
            variant="ghost"
            size="icon-sm"
            className="-mt-1.5 -mr-1.5 size-7"
            aria-label={t('uploads:control.dismiss', { filename: item.filename })}
            onClick={() => onDismiss(item.key)}
          >
            <X aria-hidden className="size-4" />
          </Button>
        )}
      </div>
      {item.error ? (
        <p role="alert" className="text-destructive text-xs">
          {item.error}
        </p>
      ) : (
        <>
          <ProgressBar
            value={item.progress}
            label={t('uploads:control.uploading', { filename: item.filename })}
          />
          <p className="text-muted-foreground text-xs tabular-nums">
            {t('uploads:control.progress', { percent: Math.round(item.progress * 100) })}
          </p>
        </>
      )}
    </li>
  );
}
