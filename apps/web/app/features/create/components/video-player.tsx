import { Clapperboard, Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import type { Creative } from '../create-queries';

/**
 * A finished video in a card: its poster with a play badge, then the MP4 playing inline with the
 * browser's controls (the video is only fetched once asked for).
 */
export function VideoPlayer({ creative }: { creative: Creative }) {
  const { t } = useT();
  const [playing, setPlaying] = useState(false);
  if (playing && creative.videoUrl) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: generated ads have no speech to caption
      <video
        src={creative.videoUrl}
        poster={creative.imageUrl ?? undefined}
        controls
        autoPlay
        playsInline
        aria-label={t('video:videoLabel', { prompt: creative.prompt })}
        className="size-full bg-black object-contain"
        data-testid="video-element"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group/play relative block size-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      aria-label={t('video:play')}
      data-testid="video-play"
    >
      {creative.thumbnailUrl && (
        <img
          src={creative.thumbnailUrl}
          alt={t('video:videoLabel', { prompt: creative.prompt })}
          className="size-full object-cover"
          loading="lazy"
        />
      )}
      <span className="absolute inset-0 grid place-items-center">
        <span className="grid size-12 place-items-center rounded-full bg-black/60 text-white shadow-lg transition group-hover/play:scale-110">
          <Play aria-hidden className="ml-0.5 size-5 fill-current" />
        </span>
      </span>
      {creative.durationSeconds !== null && (
        <span className="absolute right-2 bottom-2 rounded-md bg-black/60 px-1.5 py-0.5 font-medium text-white text-xs">
          {t('video:badge', { seconds: creative.durationSeconds })}
        </span>
      )}
    </button>
  );
}

/** "Animate": starts a video from this finished image. */
export function AnimateButton({ onClick }: { onClick: () => void }) {
  const { t } = useT();
  return (
    <Button
      size="icon-sm"
      variant="ghost"
      onClick={onClick}
      aria-label={t('video:useAsBase')}
      title={t('video:useAsBase')}
      data-testid="creative-animate"
    >
      <Clapperboard aria-hidden className="size-4" />
    </Button>
  );
}
