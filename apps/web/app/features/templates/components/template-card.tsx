import { planNames, planNeededFor } from '@brandloom/shared/plans';
import type { Template } from '@brandloom/shared/templates';
import { Sparkles, Star } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { useUpgradeHref } from '~/features/billing';
import { cn } from '~/lib/cn';
import { useT } from '~/lib/i18n-context';

/** The plan that unlocks premium templates, by its product name. */
export const templatesPlanName = planNames[planNeededFor('allTemplates')];

/** A preview's box in its square stage, by the template's shape. */
const previewBoxClass = {
  square: 'size-full',
  landscape: 'aspect-[3/2] w-full',
  portrait: 'aspect-[2/3] h-full',
} as const satisfies Record<Template['aspect'], string>;

/**
 * A template's preview: lazy-loaded in a box of its ratio, a pulsing placeholder until it is in.
 * The box sits in a square stage, so cards of every shape line up in the grid.
 */
function TemplatePreview({ template }: { template: Template }) {
  const { t } = useT();
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="absolute inset-3 flex items-center justify-center sm:inset-4">
      <div
        className={cn(
          'relative overflow-hidden rounded-md bg-muted shadow-sm ring-1 ring-foreground/5',
          previewBoxClass[template.aspect],
          template.locked && 'opacity-80',
        )}
      >
        {!loaded && <div aria-hidden className="absolute inset-0 animate-pulse bg-muted-foreground/15" />}
        <img
          src={template.previewUrl}
          alt={t('templates:card.preview', { title: template.title })}
          loading="lazy"
          decoding="async"
          // A cached preview can finish before React attaches onLoad.
          ref={(image) => {
            if (image?.complete && image.naturalWidth > 0) setLoaded(true);
          }}
          onLoad={() => setLoaded(true)}
          // A broken image shows its alternative text rather than staying hidden.
          onError={() => setLoaded(true)}
          className={cn(
            'relative size-full object-cover transition-opacity duration-300 motion-reduce:transition-none',
            loaded ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
    </div>
  );
}

/**
 * One template in the library or the pick-a-template dialog: preview, featured badge, favourite
 * toggle, the plan badge when the caller's plan does not include it, title, category and shape.
 * `action` is what using it means where the card is shown; `menu` holds the admin's actions.
 */
export function TemplateCard({
  template,
  onToggleFavorite,
  action,
  menu,
}: {
  template: Template;
  onToggleFavorite: () => void;
  action: ReactNode;
  menu?: ReactNode;
}) {
  const { t } = useT();
  const upgradeTo = useUpgradeHref({ kind: 'template' });
  const titleId = `template-${template.id}-title`;
  const favoriteLabel = template.favorite
    ? t('templates:card.unfavorite', { title: template.title })
    : t('templates:card.favorite', { title: template.title });
  return (
    <article
      aria-labelledby={titleId}
      data-testid="template-card"
      data-template-id={template.id}
      data-locked={template.locked}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs"
    >
      <div className="relative aspect-square border-border border-b bg-muted/50">
        <TemplatePreview template={template} />
        {template.featured && (
          <span
            data-testid="template-featured"
            className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-background/85 px-2 py-0.5 font-medium text-xs shadow-xs backdrop-blur"
          >
            <Star aria-hidden className="size-3 fill-amber-400 text-amber-500" />
            {t('templates:card.featured')}
          </span>
        )}
        {template.locked && (
          <Link
            to={upgradeTo}
            data-testid="template-upgrade-badge"
            aria-label={t('templates:card.lockedLabel', { plan: templatesPlanName })}
            title={t('templates:card.lockedLabel', { plan: templatesPlanName })}
            className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 font-semibold text-primary-foreground text-xs shadow-sm outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Sparkles aria-hidden className="size-3" />
            {templatesPlanName}
          </Link>
        )}
      </div>
      <div className="flex flex-1 flex-col p-3">
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="truncate font-medium text-sm" title={template.title}>
              {template.title}
            </h3>
            <p className="mt-0.5 truncate text-muted-foreground text-xs">
              {t(`templates:category.${template.category}`)} · {t(`templates:aspect.${template.aspect}`)}
            </p>
          </div>
          <Button
            size="icon-sm"
            variant="ghost"
            className="-mt-1 -mr-1.5 text-muted-foreground hover:text-foreground"
            aria-pressed={template.favorite}
            aria-label={favoriteLabel}
            title={favoriteLabel}
            onClick={onToggleFavorite}
            data-testid="template-favorite"
          >
            <Star
              aria-hidden
              className={cn('size-4', template.favorite && 'fill-amber-400 text-amber-500')}
            />
          </Button>
        </div>
        <div className="mt-auto flex items-center gap-1 pt-3">
          <div className="min-w-0 flex-1">{action}</div>
          {menu}
        </div>
      </div>
    </article>
  );
}

/** Cards-to-be while the first page loads, in the grid's own columns. */
export function TemplateGridSkeleton({ className, count = 8 }: { className: string; count?: number }) {
  return (
    <ul aria-hidden className={className} data-testid="templates-loading">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="overflow-hidden rounded-2xl border border-border bg-card">
          <div className="aspect-square animate-pulse border-border border-b bg-muted/50" />
          <div className="space-y-2 p-3">
            <div className="h-3.5 w-3/4 animate-pulse rounded bg-muted" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
            <div className="h-8 animate-pulse rounded-lg bg-muted" />
          </div>
        </li>
      ))}
    </ul>
  );
}
