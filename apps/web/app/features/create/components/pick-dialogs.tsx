import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerDialog, PickerGrid, type PickerItem } from '~/components/ui/picker-dialog';
import { useUploads } from '~/features/uploads';
import { useFinishedCreatives } from '../use-finished-creatives';

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

function UploadChoices({ free, limitMessage, onPick, purpose }: ChoicesProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { state, loadMore, reload } = useUploads({ search: search || undefined });
  return (
    <PickerGrid
      search={search}
      onSearch={setSearch}
      searchLabel={t('composer:picker.search')}
      status={state.status}
      items={
        state.status === 'ready'
          ? state.uploads.map((upload) => ({
              id: upload.id,
              name: upload.filename,
              thumbnailUrl: upload.thumbnailUrl,
            }))
          : []
      }
      hasMore={state.status === 'ready' && state.nextCursor !== null}
      loadingMore={state.status === 'ready' && state.loadingMore}
      onLoadMore={() => void loadMore()}
      onRetry={reload}
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
  const { t } = useTranslation();
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
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // A video starts from a still: only images are offered as its base.
  const { state, loadMore, reload } = useFinishedCreatives(search, purpose ? 'image' : undefined);
  return (
    <PickerGrid
      search={search}
      onSearch={setSearch}
      searchLabel={t('composer:picker.searchCreatives')}
      status={state.status}
      items={
        state.status === 'ready'
          ? state.creatives.map((creative) => ({
              id: creative.id,
              name: creative.prompt,
              thumbnailUrl: creative.thumbnailUrl,
            }))
          : []
      }
      hasMore={state.status === 'ready' && state.nextCursor !== null}
      loadingMore={state.status === 'ready' && state.loadingMore}
      onLoadMore={() => void loadMore()}
      onRetry={reload}
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
  const { t } = useTranslation();
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
