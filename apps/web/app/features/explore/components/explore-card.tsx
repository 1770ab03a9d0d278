import { Heart, Play, Repeat2 } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '~/lib/i18n-context';
import type { ExploreCreative } from '../explore-queries';

/** A ratio such as 4:5 as CSS (4 / 5), so the card keeps the creative's shape before it loads. */
export const aspectOf = (ratio: string) => ratio.replace(':', ' / ');

/** A public creative in the feed: its picture opens its page; author, likes and remixes below. */
export function ExploreCard({ creative }: { creative: ExploreCreative }) {
  const { t } = useT();
  const author = creative.username ? `@${creative.username}` : t('explore:anonymous');
  const src = creative.thumbnailUrl ?? creative.imageUrl;
  return (
    <li className="mb-4 break-inside-avoid" data-testid="explore-card" data-id={creative.id}>
      <Link
        to={`/explore/${creative.id}`}
        className="group block overflow-hidden rounded-2xl border border-border bg-card shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={t('explore:open', { author })}
      >
        <span className="relative block bg-muted" style={{ aspectRatio: aspectOf(creative.ratio) }}>
          {src && (
            <img
              src={src}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
            />
          )}
          {creative.mode === 'video' && (
            <span className="absolute top-2 right-2 rounded-full bg-black/60 p-1.5 text-white">
              <Play className="size-3.5" aria-hidden />
            </span>
          )}
        </span>
        <span className="flex flex-col gap-1 p-3">
          <span className="line-clamp-2 text-sm">{creative.prompt}</span>
          <span className="flex items-center justify-between gap-2 text-muted-foreground text-xs">
            <span className="truncate">{author}</span>
            <span className="flex shrink-0 items-center gap-2">
              <span
                className="flex items-center gap-0.5"
                title={t('explore:likes', { count: creative.likeCount })}
              >
                <Heart className="size-3.5" aria-hidden />
                <span className="sr-only">{t('explore:likes', { count: creative.likeCount })}</span>
                <span aria-hidden>{creative.likeCount}</span>
              </span>
              <span
                className="flex items-center gap-0.5"
                title={t('explore:remixes', { count: creative.remixCount })}
              >
                <Repeat2 className="size-3.5" aria-hidden />
                <span className="sr-only">{t('explore:remixes', { count: creative.remixCount })}</span>
                <span aria-hidden>{creative.remixCount}</span>
              </span>
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}
