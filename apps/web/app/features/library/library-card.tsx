import { Archive, ArchiveRestore, Loader2, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import {
  CopyPromptButton,
  creativeAspectClass,
  DownloadLink,
} from '~/features/create/components/creative-actions';
import { AnimateButton, VideoPlayer } from '~/features/create/components/video-player';
import type { Creative } from '~/features/create/create-api';
import { toast } from '~/features/toast/hooks/use-toast';
import { deleteCreative, updateCreative } from './library-api';

/** A creative in the library grid with its actions: favourite, archive, copy prompt, download, delete. */
export function LibraryCard({
  creative,
  onChanged,
  onDeleted,
}: {
  creative: Creative;
  onChanged: (creative: Creative) => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = async (changes: { favorite?: boolean; archived?: boolean }, failure: string) => {
    try {
      onChanged(await updateCreative(creative.id, changes));
    } catch {
      toast({ title: failure, variant: 'destructive' });
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteCreative(creative.id);
      setConfirming(false);
      onDeleted(creative.id);
      toast({ title: t('library:deleted') });
    } catch {
      toast({ title: t('library:deleteFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      className="group overflow-hidden rounded-2xl border border-border bg-card shadow-xs"
      data-testid="library-card"
    >
      <div className={`relative ${creativeAspectClass[creative.ratio] ?? 'aspect-square'} bg-muted`}>
        {creative.mode === 'video' && creative.status === 'completed' ? (
          <VideoPlayer creative={creative} />
        ) : creative.thumbnailUrl ? (
          <a
            href={creative.imageUrl ?? undefined}
            target="_blank"
            rel="noreferrer"
            className="block size-full"
          >
            <img
              src={creative.thumbnailUrl}
              alt={t('create:creative.alt', { prompt: creative.prompt })}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          </a>
        ) : (
          <div className="flex size-full items-center justify-center p-3 text-center text-muted-foreground text-xs">
            {creative.status === 'queued' || creative.status === 'generating' ? (
              <Loader2 aria-hidden className="size-5 animate-spin" />
            ) : (
              t(`library:status.${creative.status}`)
            )}
          </div>
        )}
        <Button
          size="icon-sm"
          variant="ghost"
          className="absolute top-2 right-2 bg-background/80 backdrop-blur hover:bg-background"
          aria-pressed={creative.favorite}
          aria-label={creative.favorite ? t('library:unfavorite') : t('library:favorite')}
          title={creative.favorite ? t('library:unfavorite') : t('library:favorite')}
          onClick={() => change({ favorite: !creative.favorite }, t('library:favoriteFailed'))}
          data-testid="library-favorite"
        >
          <Star
            aria-hidden
            className={`size-4 ${creative.favorite ? 'fill-amber-400 text-amber-500' : ''}`}
          />
        </Button>
      </div>
      <div className="flex items-center justify-between gap-1 px-2 py-1.5">
        <p className="min-w-0 truncate px-1 text-muted-foreground text-xs" title={creative.prompt}>
          {creative.prompt}
        </p>
        <span className="flex shrink-0">
          <CopyPromptButton prompt={creative.prompt} />
          {creative.mode === 'image' && creative.status === 'completed' && (
            <AnimateButton onClick={() => navigate(`/app/create?videoBase=${creative.id}`)} />
          )}
          <DownloadLink creative={creative} />
          <Button
            size="icon-sm"
            variant="ghost"
            onClick={() => change({ archived: !creative.archived }, t('library:archiveFailed'))}
            aria-label={creative.archived ? t('library:unarchive') : t('library:archive')}
            title={creative.archived ? t('library:unarchive') : t('library:archive')}
            data-testid="library-archive"
          >
            {creative.archived ? (
              <ArchiveRestore aria-hidden className="size-4" />
            ) : (
              <Archive aria-hidden className="size-4" />
            )}
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            onClick={() => setConfirming(true)}
            aria-label={t('library:delete')}
            title={t('library:delete')}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </span>
      </div>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogTitle>{t('library:deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('library:deleteBody')}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('library:cancel')}</AlertDialogCancel>
            <Button variant="destructive" onClick={remove} disabled={busy}>
              {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
              {t('library:delete')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
