import { Archive, ArchiveRestore, Loader2, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { BrandCheckBadge } from '~/features/brand-check';
import {
  AnimateButton,
  CopyPromptButton,
  type CreativeListItem,
  creativeFrame,
  DownloadButton,
} from '~/features/create';
import { EditButton } from '~/features/editor';
import { useT } from '~/lib/i18n-context';
import { CreativeImage } from './creative-image';
import { creativeName } from './creative-name';
import { DeleteCreativeDialog } from './delete-creative-dialog';
import { useCreativeActions } from './use-creative-actions';

/**
 * A creative in the library grid: its picture opens the details; favourite, copy prompt, download,
 * archive and delete are on the card.
 */
export function LibraryCard({
  creative,
  detailsHref,
}: {
  creative: CreativeListItem;
  /** The library's address with this creative's details open. */
  detailsHref: string;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const actions = useCreativeActions(creative);
  const name = creativeName(creative, t);
  const frame = creativeFrame(creative);

  return (
    <li
      // Cards far off screen skip layout and paint, which keeps thousands of them smooth.
      className="group overflow-hidden rounded-2xl border border-border bg-card shadow-xs [contain-intrinsic-size:auto_18rem] [content-visibility:auto]"
      data-testid="library-card"
      data-status={creative.status}
    >
      {/* Every card is square, the creative fitted inside in its own ratio: rows of mixed ratios line up. */}
      <div className="relative aspect-square bg-muted">
        <Link
          to={detailsHref}
          preventScrollReset
          className="flex size-full items-center justify-center outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          aria-label={`${t('creatives:details.open')}: ${name}`}
          data-testid="library-open"
        >
          <span
            className={`relative block ${frame.className} ${isPortrait(creative.ratio) ? 'h-full' : 'w-full'}`}
            style={frame.style}
          >
            {creative.thumbnailUrl ? (
              <CreativeImage
                creative={creative}
                src={creative.thumbnailUrl}
                alt={t('create:creative.alt', { prompt: name })}
              />
            ) : (
              <span className="flex size-full items-center justify-center p-3 text-center text-muted-foreground text-xs">
                {creative.status === 'queued' || creative.status === 'generating' ? (
                  <Loader2 aria-hidden className="size-5 animate-spin" />
                ) : (
                  t(`library:status.${creative.status}`)
                )}
              </span>
            )}
          </span>
        </Link>
        <Button
          size="icon-sm"
          variant="ghost"
          className="absolute top-2 right-2 bg-background/80 backdrop-blur hover:bg-background"
          aria-pressed={creative.favorite}
          aria-label={creative.favorite ? t('library:unfavorite') : t('library:favorite')}
          title={creative.favorite ? t('library:unfavorite') : t('library:favorite')}
          onClick={actions.toggleFavorite}
          data-testid="library-favorite"
        >
          <Star
            aria-hidden
            className={`size-4 ${creative.favorite ? 'fill-amber-400 text-amber-500' : ''}`}
          />
        </Button>
      </div>
      <p
        className="truncate px-3 pt-2 text-muted-foreground text-xs"
        title={creative.prompt}
        data-testid="library-name"
      >
        {name}
      </p>
      {/* The brand check beside the actions, never over the picture's corner (its logo or badge). */}
      <div className="flex flex-wrap items-center justify-between gap-1 pb-1.5 pl-3 pr-1.5">
        <BrandCheckBadge creative={creative} />
        <span className="ml-auto flex flex-wrap justify-end">
          <CopyPromptButton prompt={creative.prompt} />
          {creative.mode === 'image' && creative.status === 'completed' && (
            <AnimateButton onClick={() => navigate(`/app/create?videoBase=${creative.id}`)} />
          )}
          <DownloadButton creative={creative} />
          <EditButton creative={creative} />
          <Button
            size="icon-sm"
            variant="ghost"
            onClick={actions.toggleArchived}
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
      <DeleteCreativeDialog open={confirming} onOpenChange={setConfirming} onConfirm={actions.remove} />
    </li>
  );
}

/** A ratio such as `2:3` or `9:16` that is taller than wide. */
function isPortrait(ratio: string): boolean {
  const [width = 1, height = 1] = ratio.split(':').map(Number);
  return height > width;
}
