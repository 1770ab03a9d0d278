import { Check, ImageIcon, Loader2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Button } from '~/components/ui/button';
import { SearchField } from '~/components/ui/search-field';
import { cn } from '~/lib/cn';
import { useT } from '~/lib/i18n-context';

/** Something a picker offers: an upload or a creative, by name and thumbnail. */
export interface PickerItem {
  id: string;
  name: string;
  thumbnailUrl: string | null;
}

/** The dialog frame of the pick-an-upload, pick-a-creative and pick-a-template dialogs; `children` mount only while open. */
export function PickerDialog({
  open,
  onOpenChange,
  title,
  description,
  testId,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  testId: string;
  /** E.g. a wider `max-w-*`. */
  className?: string;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <Dialog.Content
          data-testid={testId}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[min(90dvh,46rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-border bg-background shadow-2xl outline-none data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-3 px-5 pt-5">
            <div className="min-w-0">
              <Dialog.Title className="font-semibold text-lg">{title}</Dialog.Title>
              <Dialog.Description className="text-muted-foreground text-sm">{description}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t('composer:picker.close')}>
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A searchable, paged grid of thumbnails to choose several from, at most `free` (the slots the
 * prompt has left; choosing more shows the spec's limit message). `onConfirm` gets them in the
 * order they were chosen. With `single` one is chosen: another choice replaces it.
 */
export function PickerGrid({
  search,
  onSearch,
  searchLabel,
  status,
  items,
  hasMore,
  loadingMore,
  onLoadMore,
  onRetry,
  emptyText,
  free,
  limitMessage,
  onConfirm,
  single = false,
  confirmLabel,
}: {
  single?: boolean;
  /** The confirm button's words; "Attach" by default. */
  confirmLabel?: string;
  search: string;
  onSearch: (search: string) => void;
  searchLabel: string;
  status: 'loading' | 'error' | 'ready';
  items: readonly PickerItem[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  emptyText: string;
  free: number;
  limitMessage: string;
  onConfirm: (items: PickerItem[]) => void;
}) {
  const { t } = useT();
  const [chosen, setChosen] = useState<PickerItem[]>([]);
  const [overLimit, setOverLimit] = useState(false);

  const toggle = (item: PickerItem) => {
    if (chosen.some((other) => other.id === item.id)) {
      setOverLimit(false);
      setChosen(chosen.filter((other) => other.id !== item.id));
    } else if (single) {
      setChosen([item]);
    } else if (chosen.length >= free) {
      setOverLimit(true);
    } else {
      setChosen([...chosen, item]);
    }
  };

  return (
    <>
      <div className="px-5 pt-4">
        <SearchField
          value={search}
          onSearch={onSearch}
          label={searchLabel}
          placeholder={searchLabel}
          testId="picker-search"
        />
      </div>
      <div className="min-h-40 flex-1 overflow-y-auto px-5 py-4" aria-busy={status === 'loading'}>
        {status === 'error' ? (
          <div role="alert" className="rounded-xl border border-border p-6 text-center">
            <p className="font-medium">{t('composer:picker.loadFailed')}</p>
            <Button variant="outline" className="mt-3" onClick={onRetry}>
              {t('composer:picker.retry')}
            </Button>
          </div>
        ) : status === 'loading' ? (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-hidden>
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className="aspect-square animate-pulse rounded-xl bg-muted" />
            ))}
          </ul>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center px-4 py-10 text-center" data-testid="picker-empty">
            <ImageIcon aria-hidden className="size-8 text-muted-foreground" />
            <p className="mt-3 max-w-sm text-muted-foreground text-sm">
              {search ? t('composer:picker.noMatches') : emptyText}
            </p>
          </div>
        ) : (
          <>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="picker-grid">
              {items.map((item) => {
                const selected = chosen.some((other) => other.id === item.id);
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-pressed={selected}
                      aria-label={t('composer:picker.select', { name: item.name })}
                      onClick={() => toggle(item)}
                      data-testid="picker-item"
                      className={cn(
                        'group relative block w-full overflow-hidden rounded-xl border border-border bg-muted text-left outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        selected && 'border-primary ring-2 ring-primary',
                      )}
                    >
                      {item.thumbnailUrl ? (
                        <img
                          src={item.thumbnailUrl}
                          alt=""
                          loading="lazy"
                          className="aspect-square w-full object-cover transition-opacity group-hover:opacity-90"
                        />
                      ) : (
                        <span className="grid aspect-square w-full place-items-center">
                          <ImageIcon aria-hidden className="size-6 text-muted-foreground" />
                        </span>
                      )}
                      <span className="block truncate bg-card px-2 py-1.5 text-xs" title={item.name}>
                        {item.name}
                      </span>
                      {selected && (
                        <span className="absolute top-1.5 right-1.5 grid size-6 place-items-center rounded-full bg-primary text-primary-foreground shadow">
                          <Check aria-hidden className="size-4" />
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
            {hasMore && (
              <div className="mt-4 flex justify-center">
                <Button variant="outline" size="sm" disabled={loadingMore} onClick={onLoadMore}>
                  {loadingMore && <Loader2 aria-hidden className="size-4 animate-spin" />}
                  {t('composer:picker.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
      {overLimit && (
        <p
          role="alert"
          data-testid="picker-limit"
          className="mx-5 mb-3 rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-destructive text-sm"
        >
          {limitMessage}
        </p>
      )}
      <div className="flex flex-col gap-3 border-border border-t px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm" aria-live="polite" data-testid="picker-count">
          {single
            ? (chosen[0]?.name ?? '')
            : t('composer:picker.selected', {
                count: chosen.length,
                free: Math.max(0, free - chosen.length),
              })}
        </p>
        <div className="flex gap-2 sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="outline" className="flex-1 sm:flex-none">
              {t('composer:picker.cancel')}
            </Button>
          </Dialog.Close>
          <Button
            className="flex-1 sm:flex-none"
            disabled={chosen.length === 0}
            onClick={() => onConfirm(chosen)}
            data-testid="picker-confirm"
          >
            {confirmLabel ?? t('composer:picker.confirm')}
          </Button>
        </div>
      </div>
    </>
  );
}
