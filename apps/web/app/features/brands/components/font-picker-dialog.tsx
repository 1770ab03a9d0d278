import { catalogFontUrl, type FontCategory, fontCategories } from '@brandloom/shared/font-catalog';
import { Check, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import { type CatalogFontEntry, useFontCatalog } from '../brands-queries';
import { FontPreview } from './font-preview';

type Filter = FontCategory | 'all';

/** The shipped fonts, each previewed in itself, filtered by category. */
export function FontPickerDialog({
  open,
  onOpenChange,
  chosenIds,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chosenIds: readonly string[];
  onPick: (font: CatalogFontEntry) => void;
}) {
  const { t } = useT();
  // Read when the picker first opens, then kept for the page's life.
  const catalog = useFontCatalog(open);
  const fonts = catalog.data ?? (catalog.isError ? 'error' : 'loading');
  const [filter, setFilter] = useState<Filter>('all');

  const shown = Array.isArray(fonts)
    ? fonts.filter((font) => filter === 'all' || font.category === filter)
    : [];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="font-picker"
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl border border-border bg-background shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(44rem,calc(100%-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="flex items-start justify-between gap-3 border-border border-b px-5 py-4">
            <div>
              <Dialog.Title className="font-semibold text-lg">{t('brands:fonts.pickerTitle')}</Dialog.Title>
              <Dialog.Description className="text-muted-foreground text-sm">
                {t('brands:fonts.pickerDescription')}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t('brands:fonts.pickerClose')}>
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <fieldset className="flex gap-1 overflow-x-auto border-border border-b px-5 py-2">
            <legend className="sr-only">{t('brands:fonts.pickerTitle')}</legend>
            {(['all', ...fontCategories] as const).map((category) => (
              <button
                key={category}
                type="button"
                aria-pressed={filter === category}
                onClick={() => setFilter(category)}
                className="h-8 shrink-0 rounded-full px-3 font-medium text-muted-foreground text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-foreground aria-pressed:text-background"
              >
                {t(`brands:fonts.categories.${category}`)}
              </button>
            ))}
          </fieldset>
          <div className="min-h-0 flex-1 overflow-y-auto p-3">
            {fonts === 'loading' && (
              <p role="status" className="p-4 text-muted-foreground text-sm">
                {t('brands:fonts.pickerLoading')}
              </p>
            )}
            {fonts === 'error' && (
              <p role="alert" className="p-4 text-destructive text-sm">
                {t('brands:fonts.pickerFailed')}
              </p>
            )}
            <ul className="grid gap-2 sm:grid-cols-2">
              {shown.map((font) => {
                const chosen = chosenIds.includes(font.id);
                return (
                  <li key={font.id}>
                    <button
                      type="button"
                      disabled={chosen}
                      aria-label={t('brands:fonts.choose', { family: font.family })}
                      onClick={() => onPick(font)}
                      className="flex w-full flex-col items-start gap-1 rounded-xl border border-border p-3 text-left outline-none transition-colors hover:border-primary/50 hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
                    >
                      <span className="flex w-full items-center justify-between gap-2 text-muted-foreground text-xs">
                        {font.family} · {t(`brands:fonts.categories.${font.category}`)}
                        {chosen && (
                          <span className="flex items-center gap-1 text-primary">
                            <Check aria-hidden className="size-3.5" />
                            {t('brands:fonts.chosen')}
                          </span>
                        )}
                      </span>
                      <FontPreview url={catalogFontUrl(font.id, 400)} className="line-clamp-1 text-xl">
                        {t('brands:fonts.sample')}
                      </FontPreview>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
