import type { Brand } from '@brandloom/shared/brands';
import { catalogFontUrl } from '@brandloom/shared/font-catalog';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import { cardLogo } from '../brand-draft';
import { FontPreview } from './font-preview';

const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** A brand at a glance: logo, name, site, colours in order and fonts set in themselves. */
export function BrandCard({ brand, onDelete }: { brand: Brand; onDelete: () => void }) {
  const { t } = useT();
  return (
    <article
      aria-labelledby={`brand-${brand.id}`}
      data-testid="brand-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs"
    >
      {(['light', 'dark'] as const).map((mode) => {
        const logo = cardLogo(brand.assets, mode);
        return (
          // A flex box of fixed height, so the logo's max-height has a height to be a share of: in
          // the grid it was, a tall logo grew the row and spilled over the name.
          <div
            key={mode}
            data-testid={`brand-card-logo-${mode}`}
            className={`h-28 items-center justify-center overflow-hidden border-border border-b p-5 ${mode === 'light' ? 'flex dark:hidden' : 'hidden dark:flex'} ${logo?.variant === 'dark' || (!logo && mode === 'dark') ? 'bg-neutral-900' : 'bg-white'}`}
          >
            {logo ? (
              <img src={logo.url} alt="" className="max-h-full min-w-0 max-w-[70%] object-contain" />
            ) : (
              <span
                aria-hidden
                className="grid size-14 place-items-center rounded-2xl font-semibold text-2xl text-white"
                style={{ backgroundColor: brand.colors[0] ?? '#52525b' }}
              >
                {brand.name.slice(0, 1).toUpperCase()}
              </span>
            )}
          </div>
        );
      })}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h2 id={`brand-${brand.id}`} className="truncate font-semibold">
            <Link
              to={`/app/brands/${brand.id}`}
              className="outline-none hover:underline focus-visible:underline"
            >
              {brand.name}
            </Link>
          </h2>
          {brand.websiteUrl && (
            <p className="truncate text-muted-foreground text-sm">{host(brand.websiteUrl)}</p>
          )}
        </div>
        <div>
          <h3 className="sr-only">{t('brands:card.colors')}</h3>
          {brand.colors.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5">
              {brand.colors.map((color) => (
                <li
                  key={color}
                  title={color}
                  className="size-6 rounded-full border border-black/10 dark:border-white/15"
                  style={{ backgroundColor: color }}
                >
                  <span className="sr-only">{color}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground text-xs">{t('brands:card.noColors')}</p>
          )}
        </div>
        {brand.fonts.length > 0 && (
          <div>
            <h3 className="sr-only">{t('brands:card.fonts')}</h3>
            <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {brand.fonts.map((font) => (
                <li key={font.source === 'catalog' ? font.fontId : font.path}>
                  <FontPreview url={font.source === 'catalog' ? catalogFontUrl(font.fontId, 400) : font.url}>
                    {font.family}
                  </FontPreview>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-auto flex gap-1 pt-1">
          <Link
            to={`/app/brands/${brand.id}`}
            aria-label={t('brands:card.edit', { name: brand.name })}
            className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 font-medium text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Pencil aria-hidden className="size-4" />
            {t('brands:card.editShort')}
          </Link>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10"
            aria-label={t('brands:card.delete', { name: brand.name })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden className="size-4" />
            {t('brands:card.deleteShort')}
          </Button>
        </div>
      </div>
    </article>
  );
}
