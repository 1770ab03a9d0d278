import { type AdFormatPreset, adFormatPresets, adFormats, adPlatforms } from '@brandloom/shared/ad-formats';
import { Download, Loader2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { downloadPlacementsZip, usePlacements, useResizeCreative } from './formats-queries';

const presetLabels: Record<AdFormatPreset, string> = {
  meta: 'formats:resize.presetMeta',
  'google-display': 'formats:resize.presetGoogle',
};
const maxPlacements = 12;

/**
 * "Resize for placements" (decision 0052): pick placements or a channel set, get each laid out
 * again from the creative's layers, review them on a contact sheet, download all as one ZIP.
 */
export function ResizeDialog({
  creativeId,
  open,
  onOpenChange,
}: {
  creativeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  const [picked, setPicked] = useState<string[]>([]);
  const [picking, setPicking] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [zipping, setZipping] = useState(false);
  const placements = usePlacements(creativeId, open);
  const resize = useResizeCreative(creativeId);
  const made = placements.data ?? [];
  // The worker lays them out one by one (0057); the ZIP waits for all of them.
  const laying = made.some((creative) => creative.status !== 'completed');
  // The sheet shows once some exist, until the user asks to pick others.
  const showSheet = picking === null ? made.length > 0 : !picking;

  const toggle = (id: string) =>
    setPicked((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));
  const applyPreset = (preset: AdFormatPreset) =>
    setPicked((current) => [...new Set([...current, ...adFormatPresets[preset]])].slice(0, maxPlacements));
  const message = (failure: unknown, fallback: string) =>
    failure instanceof ApiError && failure.status > 0 ? failure.message : fallback;

  const submit = async () => {
    setError(null);
    try {
      await resize.mutateAsync(picked);
      setPicking(false);
    } catch (failure) {
      setError(message(failure, t('formats:resize.failed')));
    }
  };
  const downloadAll = async () => {
    setZipping(true);
    setError(null);
    try {
      await downloadPlacementsZip(creativeId);
    } catch (failure) {
      setError(message(failure, t('formats:resize.failed')));
    } finally {
      setZipping(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px] data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <Dialog.Content
          data-testid="resize-dialog"
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl border border-border bg-background shadow-2xl outline-none data-[state=open]:animate-in data-[state=open]:fade-in-0 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(52rem,calc(100%-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="flex items-start justify-between gap-3 border-border border-b px-5 py-4">
            <div>
              <Dialog.Title className="font-semibold text-lg">{t('formats:resize.title')}</Dialog.Title>
              <Dialog.Description className="text-muted-foreground text-sm">
                {t('formats:resize.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t('formats:resize.close')}>
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>

          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            {placements.isPending && (
              <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
                <Loader2 aria-hidden className="size-4 animate-spin" />
                {t('formats:resize.loading')}
              </p>
            )}
            {!placements.isPending && showSheet && (
              <section aria-labelledby="resize-sheet-title">
                <h3 id="resize-sheet-title" className="mb-3 font-medium text-sm">
                  {t('formats:resize.sheet')}
                </h3>
                <ul className="columns-2 gap-3 sm:columns-3" data-testid="resize-sheet">
                  {made.map((creative) => {
                    const name = t(`formats:placements.${creative.placement}`);
                    return (
                      <li key={creative.id} className="mb-3 break-inside-avoid">
                        {creative.status !== 'completed' ? (
                          <div
                            role="status"
                            data-testid="resize-pending"
                            className="flex items-center justify-center rounded-lg border border-border bg-muted text-muted-foreground text-xs"
                            style={{ aspectRatio: `${creative.width} / ${creative.height}` }}
                          >
                            <Loader2 aria-hidden className="size-4 animate-spin" />
                            <span className="sr-only">{t('formats:resize.inProgress', { name })}</span>
                          </div>
                        ) : (
                          <a
                            href={creative.imageUrl ?? '#'}
                            target="_blank"
                            rel="noreferrer"
                            aria-label={t('formats:resize.open', { name })}
                            className="block overflow-hidden rounded-lg border border-border bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                          >
                            <img
                              src={creative.thumbnailUrl ?? creative.imageUrl ?? ''}
                              alt=""
                              width={creative.width ?? undefined}
                              height={creative.height ?? undefined}
                              className="h-auto w-full"
                              style={{ aspectRatio: `${creative.width} / ${creative.height}` }}
                              loading="lazy"
                            />
                          </a>
                        )}
                        <p className="mt-1 text-xs">
                          <span className="font-medium">{name}</span>
                          <span className="text-muted-foreground tabular-nums">
                            {' '}
                            · {creative.width}×{creative.height}
                          </span>
                        </p>
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
            {!placements.isPending && !showSheet && (
              <div className="grid gap-5">
                <fieldset>
                  <legend className="mb-2 font-medium text-sm">{t('formats:resize.sets')}</legend>
                  <div className="flex flex-wrap gap-2">
                    {(Object.keys(adFormatPresets) as AdFormatPreset[]).map((preset) => (
                      <Button
                        key={preset}
                        variant="outline"
                        size="sm"
                        onClick={() => applyPreset(preset)}
                        data-testid={`resize-preset-${preset}`}
                      >
                        {t(presetLabels[preset])}
                      </Button>
                    ))}
                  </div>
                </fieldset>
                <fieldset>
                  <legend className="mb-2 font-medium text-sm">{t('formats:resize.placements')}</legend>
                  <div className="grid gap-4 sm:grid-cols-2">
                    {adPlatforms.map((platform) => (
                      <div key={platform}>
                        <p className="mb-1 text-muted-foreground text-xs uppercase tracking-wide">
                          {t(`formats:platforms.${platform}`)}
                        </p>
                        <ul className="grid gap-1">
                          {adFormats
                            .filter((format) => format.platform === platform)
                            .map((format) => (
                              <li key={format.id}>
                                <label className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-1 text-sm hover:bg-muted">
                                  <input
                                    type="checkbox"
                                    className="size-4 accent-primary"
                                    checked={picked.includes(format.id)}
                                    disabled={!picked.includes(format.id) && picked.length >= maxPlacements}
                                    onChange={() => toggle(format.id)}
                                    data-testid={`resize-pick-${format.id}`}
                                  />
                                  <span className="min-w-0 flex-1">
                                    {t(`formats:placements.${format.id}`)}
                                  </span>
                                  <span className="text-muted-foreground text-xs tabular-nums">
                                    {format.width}×{format.height}
                                  </span>
                                </label>
                              </li>
                            ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </fieldset>
              </div>
            )}
            {error && (
              <p role="alert" className="mt-3 text-destructive text-sm">
                {error}
              </p>
            )}
          </div>

          <div className="flex flex-col-reverse gap-2 border-border border-t px-5 py-4 sm:flex-row sm:justify-end">
            {showSheet ? (
              <>
                <Button variant="outline" onClick={() => setPicking(true)} data-testid="resize-again">
                  {t('formats:resize.again')}
                </Button>
                <Button onClick={downloadAll} disabled={zipping || laying} data-testid="resize-download">
                  {zipping || laying ? (
                    <Loader2 aria-hidden className="size-4 animate-spin" />
                  ) : (
                    <Download aria-hidden className="size-4" />
                  )}
                  {laying ? t('formats:resize.working') : t('formats:resize.downloadAll')}
                </Button>
              </>
            ) : (
              <Button
                onClick={submit}
                disabled={picked.length === 0 || resize.isPending}
                data-testid="resize-submit"
              >
                {resize.isPending && <Loader2 aria-hidden className="size-4 animate-spin" />}
                {resize.isPending
                  ? t('formats:resize.working')
                  : picked.length === 0
                    ? t('formats:resize.pickOne')
                    : t('formats:resize.submit', { count: picked.length })}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
