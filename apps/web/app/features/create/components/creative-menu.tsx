import { imageCreditCost } from '@brandloom/shared/credits';
import { maxVariantsPerPrompt } from '@brandloom/shared/generation';
import { defaultVideoModel, videoModelIds } from '@brandloom/shared/models';
import { defaultVideoSeconds, videoCreditCost } from '@brandloom/shared/video';
import { Copy, FolderOpen, MoreHorizontal, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  ActionMenu,
  ActionMenuContent,
  ActionMenuItem,
  ActionMenuTrigger,
} from '~/components/ui/action-menu';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import type { Creative } from '../create-queries';

/** What one new creative like this one costs. */
const creditsOf = (creative: Creative) =>
  creative.mode === 'video'
    ? videoCreditCost(
        videoModelIds.find((id) => id === creative.model) ?? defaultVideoModel,
        creative.durationSeconds ?? defaultVideoSeconds,
      )
    : imageCreditCost[creative.quality ?? 'low'];

/** Asks how many variants to make, showing what they cost, before queueing them. */
function MakeVariantsDialog({
  creative,
  open,
  onOpenChange,
  onConfirm,
}: {
  creative: Creative;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (count: number) => void;
}) {
  const { t } = useT();
  const id = useId();
  const [count, setCount] = useState(2);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent data-testid="make-variants-dialog">
        <div className="flex gap-4">
          {creative.thumbnailUrl && (
            <img
              src={creative.thumbnailUrl}
              alt=""
              className="size-16 shrink-0 rounded-lg border border-border object-cover"
            />
          )}
          <div className="min-w-0 space-y-1.5">
            <AlertDialogTitle>{t('composer:variants.title')}</AlertDialogTitle>
            <AlertDialogDescription>{t('composer:variants.description')}</AlertDialogDescription>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label htmlFor={id} className="font-medium text-sm">
            {t('composer:variants.count')}
          </label>
          <select
            id={id}
            value={count}
            onChange={(event) => setCount(Number(event.target.value))}
            data-testid="make-variants-count"
            className="h-9 rounded-lg border border-border bg-background px-2.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {Array.from({ length: maxVariantsPerPrompt }, (_, index) => index + 1).map((value) => (
              <option key={value} value={value}>
                {t('composer:variants.option', { count: value })}
              </option>
            ))}
          </select>
        </div>
        <p className="text-muted-foreground text-sm" data-testid="make-variants-cost">
          {t('composer:variants.cost', { count: creditsOf(creative) * count })}
        </p>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('composer:variants.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => onConfirm(count)} data-testid="make-variants-confirm">
            {t('composer:variants.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * A finished chat card's further actions, in one menu so a small card stays tidy: open it in the
 * library, make variants of it (with their cost, confirmed), regenerate it (its cost shown).
 */
export function CreativeMenu({
  creative,
  onRegenerate,
  onMakeVariants,
}: {
  creative: Creative;
  onRegenerate: () => void;
  onMakeVariants: (count: number) => void;
}) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ActionMenu>
        <ActionMenuTrigger asChild>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={t('composer:actions.more')}
            title={t('composer:actions.more')}
            data-testid="creative-more"
          >
            <MoreHorizontal aria-hidden className="size-4" />
          </Button>
        </ActionMenuTrigger>
        <ActionMenuContent align="end">
          <ActionMenuItem asChild>
            <Link
              to={`/app/creatives?creative=${encodeURIComponent(creative.id)}`}
              data-testid="creative-open"
            >
              <FolderOpen aria-hidden />
              {t('composer:actions.openInLibrary')}
            </Link>
          </ActionMenuItem>
          {/* Variants start from a finished image; a video is made again with Regenerate. */}
          {creative.mode === 'image' && (
            <ActionMenuItem onSelect={() => setConfirming(true)} data-testid="creative-make-variants">
              <Copy aria-hidden />
              {t('composer:actions.makeVariants')}
            </ActionMenuItem>
          )}
          <ActionMenuItem onSelect={onRegenerate} data-testid="creative-regenerate">
            <RefreshCw aria-hidden />
            <span className="flex-1">{t('composer:actions.regenerate')}</span>
            <span className="text-muted-foreground text-xs tabular-nums">
              {t('composer:actions.cost', { count: creditsOf(creative) })}
            </span>
          </ActionMenuItem>
        </ActionMenuContent>
      </ActionMenu>
      <MakeVariantsDialog
        creative={creative}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={onMakeVariants}
      />
    </>
  );
}
