import {
  type DownloadFormat,
  type DownloadSize,
  downloadDimensions,
  downloadImageFormats,
  downloadSizes,
} from '@brandloom/shared/downloads';
import { Download, Loader2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { BrandCheckPanel } from '~/features/brand-check';
import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import type { CreativeListItem } from '../create-queries';
import { downloadCreativeFile } from '../creative-download';

const formatLabels: Record<DownloadFormat, string> = { jpg: 'JPG', png: 'PNG', webp: 'WebP', mp4: 'MP4' };
const sizeKeys = { 100: 'full', 50: 'half', 25: 'quarter' } as const;

/** One choice of a radio group, drawn as a tile; the native radio keeps keyboard and screen readers right. */
function Choice({
  name,
  checked,
  onSelect,
  testId,
  children,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label className="relative flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-xl border border-border bg-background px-2 py-2 text-center text-sm transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="sr-only"
        data-testid={testId}
      />
      {children}
    </label>
  );
}

/** Spec §1 downloads: JPG, PNG or WebP at full, 50 % or 25 % size; a video as MP4. */
export function DownloadDialog({
  creative,
  open,
  onOpenChange,
}: {
  creative: CreativeListItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  const id = useId();
  const isVideo = creative.mode === 'video';
  const formats: readonly DownloadFormat[] = isVideo ? ['mp4'] : downloadImageFormats;
  const [format, setFormat] = useState<DownloadFormat>(formats[0] ?? 'jpg');
  const [size, setSize] = useState<DownloadSize>(100);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadCreativeFile(creative.id, format, isVideo ? 100 : size);
      onOpenChange(false);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status > 0 ? failure.message : t('creatives:download.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px] data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <Dialog.Content
          data-testid="download-dialog"
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col overflow-y-auto rounded-t-2xl border border-border bg-background shadow-2xl outline-none data-[state=open]:animate-in data-[state=open]:fade-in-0 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(28rem,calc(100%-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="flex items-start justify-between gap-3 border-border border-b px-5 py-4">
            <div>
              <Dialog.Title className="font-semibold text-lg">{t('creatives:download.title')}</Dialog.Title>
              <Dialog.Description className="text-muted-foreground text-sm">
                {isVideo ? t('creatives:download.videoDescription') : t('creatives:download.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t('creatives:download.cancel')}>
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="grid gap-5 px-5 py-4">
            <fieldset>
              <legend className="mb-2 font-medium text-sm">{t('creatives:download.format')}</legend>
              <div className="grid grid-cols-3 gap-2">
                {formats.map((value) => (
                  <Choice
                    key={value}
                    name={`${id}-format`}
                    checked={format === value}
                    onSelect={() => setFormat(value)}
                    testId={`download-format-${value}`}
                  >
                    <span className="font-medium">{formatLabels[value]}</span>
                  </Choice>
                ))}
              </div>
            </fieldset>
            {!isVideo && (
              <fieldset>
                <legend className="mb-2 font-medium text-sm">{t('creatives:download.size')}</legend>
                <div className="grid grid-cols-3 gap-2">
                  {downloadSizes.map((value) => {
                    const dimensions =
                      creative.width && creative.height
                        ? downloadDimensions({ width: creative.width, height: creative.height }, value)
                        : null;
                    return (
                      <Choice
                        key={value}
                        name={`${id}-size`}
                        checked={size === value}
                        onSelect={() => setSize(value)}
                        testId={`download-size-${value}`}
                      >
                        <span className="font-medium">
                          {t(`creatives:download.sizes.${sizeKeys[value]}`)}
                        </span>
                        {dimensions && (
                          <span className="whitespace-nowrap text-[11px] text-muted-foreground tabular-nums sm:text-xs">
                            {t('creatives:download.dimensions', dimensions)}
                          </span>
                        )}
                      </Choice>
                    );
                  })}
                </div>
              </fieldset>
            )}
            {/* The reasons before the file leaves: the moment a person can still fix them. */}
            {!isVideo && creative.hasLayers && <BrandCheckPanel creative={creative} />}
            {error && (
              <p role="alert" className="text-destructive text-sm">
                {error}
              </p>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 border-border border-t px-5 py-4 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">{t('creatives:download.cancel')}</Button>
            </Dialog.Close>
            <Button onClick={submit} disabled={busy} data-testid="download-submit">
              {busy ? (
                <Loader2 aria-hidden className="size-4 animate-spin" />
              ) : (
                <Download aria-hidden className="size-4" />
              )}
              {busy ? t('creatives:download.preparing') : t('creatives:download.submit')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
