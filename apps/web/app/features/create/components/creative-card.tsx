import { isVideoPhase } from '@brandloom/shared/video';
import { AlertTriangle, Loader2, RotateCcw, ShieldAlert, Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { BrandCheckBadge } from '~/features/brand-check';
import { EditButton } from '~/features/editor';
import { ResizeButton } from '~/features/formats';
import { useT } from '~/lib/i18n-context';
import type { Creative } from '../create-queries';
import { CopyPromptButton, creativeFrame, DownloadButton } from './creative-actions';
import { CreativeMenu } from './creative-menu';
import { AnimateButton, VideoPlayer } from './video-player';

/** Seconds since `from`, ticking once a second. */
function useElapsedSeconds(from: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!from) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [from]);
  return from ? Math.max(0, Math.round((now - new Date(from).getTime()) / 1000)) : 0;
}

/** A creative in the chat, in whichever state it is: queued, generating, completed, failed, blocked. */
export function CreativeCard({
  creative,
  onAutoFix,
  onRegenerate,
  onMakeVariants,
  onAnimate,
}: {
  creative: Creative;
  onRegenerate: () => void;
  onMakeVariants: (count: number) => void;
  /** Offered for finished square images (spec §1 auto-fix for cropped 1:1 results). */
  onAutoFix: () => void;
  /** Offered for finished images: opens the composer in video mode with this one as the base. */
  onAnimate: () => void;
}) {
  const { t } = useT();
  const elapsed = useElapsedSeconds(
    creative.status === 'generating' ? (creative.startedAt ?? creative.creationDate) : null,
  );

  const frame = creativeFrame(creative);
  return (
    <figure
      className="group overflow-hidden rounded-2xl border border-border bg-card shadow-xs"
      data-testid="creative-card"
      data-status={creative.status}
    >
      <div className={`relative ${frame.className} bg-muted`} style={frame.style}>
        {creative.status === 'completed' && creative.mode === 'video' && <VideoPlayer creative={creative} />}
        {creative.status === 'completed' && creative.mode === 'image' && creative.thumbnailUrl && (
          <a
            href={creative.imageUrl ?? undefined}
            target="_blank"
            rel="noreferrer"
            className="block size-full"
          >
            <img
              src={creative.thumbnailUrl}
              alt={t('create:creative.alt', { prompt: creative.prompt })}
              className="size-full object-cover"
              loading="lazy"
              width={creative.width ?? undefined}
              height={creative.height ?? undefined}
            />
          </a>
        )}
        {(creative.status === 'queued' || creative.status === 'generating') && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 overflow-hidden p-4 text-center">
            <div
              aria-hidden
              className="absolute inset-0 animate-pulse bg-gradient-to-br from-primary/10 via-transparent to-primary/5"
            />
            <Loader2 aria-hidden className="relative size-6 animate-spin text-primary" />
            <p className="relative font-medium text-sm" role="status">
              {creative.status === 'queued'
                ? t('create:creative.queued')
                : creative.mode === 'video'
                  ? t('video:elapsed', { seconds: elapsed })
                  : t('create:creative.generating', { seconds: elapsed })}
            </p>
            {creative.status === 'generating' && creative.mode === 'video' && (
              <VideoProgressLine detail={creative.detail} />
            )}
          </div>
        )}
        {(creative.status === 'failed' || creative.status === 'blocked') && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
            {creative.status === 'blocked' ? (
              <ShieldAlert aria-hidden className="size-6 text-amber-600 dark:text-amber-400" />
            ) : (
              <AlertTriangle aria-hidden className="size-6 text-destructive" />
            )}
            <p className="text-sm" role="alert">
              {creative.status === 'blocked'
                ? t('create:creative.blocked')
                : creative.fixOf
                  ? t('create:creative.autoFixFailed')
                  : t('create:creative.failed')}
            </p>
            {creative.status === 'failed' && (
              <Button size="sm" variant="outline" onClick={onRegenerate}>
                <RotateCcw aria-hidden className="size-4" />
                {t('create:creative.retry')}
              </Button>
            )}
          </div>
        )}
      </div>
      {/* A container: on a narrow card the variant label gives way and the actions wrap, never overflow.
          The brand check sits here, not on the picture, where it would hide a corner's logo or badge. */}
      <figcaption className="@container flex flex-wrap items-center justify-between gap-1 px-2 py-2">
        <span className="flex min-w-0 items-center gap-1.5">
          <BrandCheckBadge creative={creative} />
          <span className="hidden min-w-0 truncate pl-1 text-muted-foreground text-xs @[15rem]:block">
            {creative.placement
              ? t(`formats:placements.${creative.placement}`)
              : t('create:creative.variant', { number: creative.variantIndex + 1 })}
          </span>
        </span>
        <span className="ml-auto flex min-w-0 flex-wrap justify-end gap-0.5">
          <CopyPromptButton prompt={creative.prompt} />
          {creative.status === 'completed' && creative.mode === 'image' && (
            <AnimateButton onClick={onAnimate} />
          )}
          {creative.status === 'completed' && creative.mode === 'image' && creative.ratio === '1:1' && (
            <Button
              size="icon-sm"
              variant="ghost"
              onClick={onAutoFix}
              aria-label={t('create:creative.autoFix')}
              title={t('create:creative.autoFix')}
            >
              <Wand2 aria-hidden className="size-4" />
            </Button>
          )}
          {creative.status === 'completed' && <DownloadButton creative={creative} />}
          <EditButton creative={creative} />
          <ResizeButton creative={creative} />
          {creative.status === 'completed' && (
            <CreativeMenu creative={creative} onRegenerate={onRegenerate} onMakeVariants={onMakeVariants} />
          )}
        </span>
      </figcaption>
    </figure>
  );
}

/** The video job's phase, translated, with the model's percentage when it gives one. */
function VideoProgressLine({ detail }: { detail: Record<string, string> }) {
  const { t } = useT();
  if (!isVideoPhase(detail.status)) return null;
  const phase = t(`video:phase.${detail.status}`);
  return (
    <p className="relative text-muted-foreground text-xs" data-testid="video-progress">
      {detail.percent === undefined ? phase : t('video:phasePercent', { phase, percent: detail.percent })}
    </p>
  );
}
