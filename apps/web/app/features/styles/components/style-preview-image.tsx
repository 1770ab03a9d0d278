import { stylePreviewDataUrl } from '@brandloom/shared/style-preview';
import type { PreviewLayout, StyleLook } from '@brandloom/shared/styles';
import { useMemo } from 'react';
import { cn } from '~/lib/cn';
import { useT } from '~/lib/i18n-context';

/**
 * A style's sample ad (packages/shared/src/style-preview.ts) as an image. Decorative: the card
 * beside it names and describes the style.
 */
export function StylePreviewImage({
  look,
  headline,
  seed,
  className,
}: {
  look: StyleLook & { layout?: PreviewLayout };
  headline: string;
  seed: string;
  className?: string;
}) {
  const { t } = useT();
  const brand = t('styles:preview.brand');
  const cta = t('styles:preview.cta');
  const src = useMemo(
    () => stylePreviewDataUrl(look, { brand, headline, cta }, seed),
    [look, brand, headline, cta, seed],
  );
  return (
    <img
      src={src}
      alt=""
      width={400}
      height={500}
      decoding="async"
      className={cn('aspect-[4/5] h-auto w-full bg-muted object-cover', className)}
    />
  );
}
