import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { PickerDialog, PickerGrid, type PickerItem } from '~/components/ui/picker-dialog';
import { useUploads } from '~/features/uploads';
import { useT } from '~/lib/i18n-context';
import { useFinishedCreatives } from '../create-queries';

interface PickDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Slots the prompt has left. */
  free: number;
  limitMessage: string;
  onPick: (items: PickerItem[]) => void;
  /** One image for one purpose (a video's base): its own title, words and confirm button. */
  purpose?: { title: string; description: string; confirm: string };
}

type ChoicesProps = Omit<PickDialogProps, 'open' | 'onOpenChange'>;

/** What the picker's grid shows of a paged query: its state, the next page and the retry. */
function pagedList(query: UseInfiniteQueryResult<unknown[]>) {
  return {
    status: query.isError && !query.isFetchNextPageError ? 'error' : query.data ? 'ready' : 'loading',
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    onRetry: () => void query.refetch(),
  } as const;
}

function UploadChoices({ free, limitMessage, onPick, purpose }: ChoicesProps) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const uploads = useUploads({ search: search || undefined });
  return (
    <PickerGrid
      search={search}
      onSearch={setSearch}
      searchLabel={t('composer:picker.search')}
      {...pagedList(uploads)}
      items={(uploads.data ?? []).map((upload) => ({
        id: upload.id,
        name: upload.filename,
        thumbnailUrl: upload.thumbnailUrl,
      }))}
      emptyText={t('composer:pickUpload.empty')}
      free={free}
      limitMessage={limitMessage}
      onConfirm={onPick}
      single={purpose !== undefined}
      confirmLabel={purpose?.confirm}
    />
  );
}

/** Spec §2 pick-an-upload: the user's uploads, searchable and paged, several at once (or one for a `purpose`). */
export function PickUploadDialog({ open, onOpenChange, ...choices }: PickDialogProps) {
  const { t } = useT();
  return (
    <PickerDialog
      open={open}
      onOpenChange={onOpenChange}
      title={choices.purpose?.title ?? t('composer:pickUpload.title')}
      description={choices.purpose?.description ?? t('composer:pickUpload.description')}
      testId="pick-upload-dialog"
    >
      <UploadChoices {...choices} />
    </PickerDialog>
  );
}

function CreativeChoices({ free, limitMessage, onPick, purpose }: ChoicesProps) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  // A video starts from a still: only images are offered as its base.
  const creatives = useFinishedCreatives(search, purpose ? 'image' : undefined);
  return (
    <PickerGrid
      search={search}
      onSearch={setSearch}
      searchLabel={t('composer:picker.searchCreatives')}
      {...pagedList(creatives)}
      items={(creatives.data ?? []).map((creative) => ({
        id: creative.id,
        name: creative.prompt,
        thumbnailUrl: creative.thumbnailUrl,
      }))}
      emptyText={t('composer:pickCreative.empty')}
      free={free}
      limitMessage={limitMessage}
      onConfirm={onPick}
      single={purpose !== undefined}
      confirmLabel={purpose?.confirm}
    />
  );
}

/** Spec §2 pick-a-creative: the user's finished creatives, searchable and paged, several at once (or one image for a `purpose`). */
export function PickCreativeDialog({ open, onOpenChange, ...choices }: PickDialogProps) {
  const { t } = useT();
  return (
    <PickerDialog
      open={open}
      onOpenChange={onOpenChange}
      title={choices.purpose?.title ?? t('composer:pickCreative.title')}
      description={choices.purpose?.description ?? t('composer:pickCreative.description')}
      testId="pick-creative-dialog"
    >
      <CreativeChoices {...choices} />
    </PickerDialog>
  );
}
