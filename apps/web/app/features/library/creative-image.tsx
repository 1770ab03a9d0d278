import { Play } from 'lucide-react';
import { useState } from 'react';
import type { CreativeListItem } from '~/features/create';
import { cn } from '~/lib/cn';
import { useT } from '~/lib/i18n-context';

/**
 * A 24-pixel copy of a stored image, drawn blurred while the real one loads. Our /storage/
 * endpoint resizes on request; a store that ignores the parameters sends the thumbnail itself.
 */
function placeholderUrl(url: string): string {
  const tiny = new URL(url, window.location.origin);
  tiny.searchParams.set('w', '24');
  tiny.searchParams.set('q', '40');
  return tiny.href;
}

/**
 * A creative's picture filling its box: lazy-loaded, with its size given (no layout shift), a
 * blurred tiny copy until it has loaded, and for videos the poster with a small play badge.
 */
export function CreativeImage({
  creative,
  src,
  alt,
  eager = false,
}: {
  creative: Pick<CreativeListItem, 'mode' | 'thumbnailUrl' | 'width' | 'height'>;
  /** The thumbnail in grids, the full image where it is shown large. */
  src: string;
  alt: string;
  eager?: boolean;
}) {
  const { t } = useT();
  const [loaded, setLoaded] = useState(false);
  // Shown large, the thumbnail (already loaded by the grid) stands in; in the grid, a blurred tiny copy.
  const placeholder = !creative.thumbnailUrl
    ? null
    : src === creative.thumbnailUrl
      ? { url: placeholderUrl(creative.thumbnailUrl), blur: true }
      : { url: creative.thumbnailUrl, blur: false };
  return (
    <div className="relative size-full overflow-hidden bg-muted">
      {placeholder && !loaded && (
        <img
          src={placeholder.url}
          alt=""
          aria-hidden
          loading={eager ? 'eager' : 'lazy'}
          className={cn('absolute inset-0 size-full object-cover', placeholder.blur && 'scale-110 blur-lg')}
        />
      )}
      <img
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        width={creative.width ?? undefined}
        height={creative.height ?? undefined}
        onLoad={() => setLoaded(true)}
        // A broken image shows its alternative text rather than staying hidden.
        onError={() => setLoaded(true)}
        className={cn(
          'relative size-full object-cover transition-opacity duration-300',
          loaded ? 'opacity-100' : 'opacity-0',
        )}
      />
      {/* Small and in the top corner: the copy sits lower in most layouts, and the favourite star is on the right. */}
      {creative.mode === 'video' && (
        <span
          title={t('creatives:grid.video')}
          className="absolute top-2 left-2 grid size-6 place-items-center rounded-full bg-black/65 text-white backdrop-blur"
          data-testid="video-badge"
        >
          <Play aria-hidden className="ml-px size-3 fill-current" />
          <span className="sr-only">{t('creatives:grid.video')}</span>
        </span>
      )}
    </div>
  );
}
