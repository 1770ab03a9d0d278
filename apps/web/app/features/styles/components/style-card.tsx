import type { PreviewLayout, StyleLook } from '@brandloom/shared/styles';
import type { ReactNode } from 'react';
import { useT } from '~/lib/i18n-context';
import { StylePreviewImage } from './style-preview-image';

/** One style in the grid: its sample ad, name, description, colours and fonts; `actions` for own styles. */
export function StyleCard({
  id,
  name,
  description,
  headline,
  look,
  actions,
}: {
  id: string;
  name: string;
  description: string;
  headline: string;
  look: StyleLook & { layout?: PreviewLayout };
  actions?: ReactNode;
}) {
  const { t } = useT();
  const headingId = `style-${id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`style-card-${id}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs transition-shadow hover:shadow-md"
    >
      <div className="overflow-hidden border-border border-b">
        <StylePreviewImage
          look={look}
          headline={headline}
          seed={id}
          className="transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3.5 sm:p-4">
        <h3 id={headingId} className="truncate font-semibold text-[15px]">
          {name}
        </h3>
        {description && (
          <p className="line-clamp-2 text-muted-foreground text-sm leading-snug">{description}</p>
        )}
        <div className="mt-auto flex items-center gap-2 pt-1">
          {look.colors.length > 0 && (
            <ul aria-label={t('styles:card.colors')} className="flex">
              {look.colors.slice(0, 6).map((color, index) => (
                <li
                  // Colours may repeat; their position is what tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={index}
                  title={color}
                  className="-ml-1 size-4 rounded-full ring-2 ring-card first:ml-0"
                  style={{ backgroundColor: color }}
                >
                  <span className="sr-only">{color}</span>
                </li>
              ))}
            </ul>
          )}
          {look.fonts.length > 0 && (
            <p className="min-w-0 truncate text-muted-foreground text-xs">
              <span className="sr-only">{t('styles:card.fonts')}: </span>
              {[...new Set(look.fonts)].join(' · ')}
            </p>
          )}
        </div>
        {actions && <div className="flex gap-2 border-border border-t pt-3">{actions}</div>}
      </div>
    </article>
  );
}
