import { type Template, templateViews } from '@brandloom/shared/templates';
import { LayoutTemplate, Lock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useRouteLoaderData, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { appTitle } from '~/features/app-shell/app-meta';
import { TemplateCard } from '~/features/templates/components/template-card';
import { TemplateFilterBar } from '~/features/templates/components/template-filter-bar';
import { TemplateResults } from '~/features/templates/components/template-results';
import { TemplateUpgradeDialog } from '~/features/templates/components/template-upgrade-dialog';
import {
  changeFilters,
  filtersFromParams,
  paramsWithFilters,
  type TemplateFilters,
} from '~/features/templates/template-filters';
import { useTemplates } from '~/features/templates/templates-queries';
import { useTemplateActions } from '~/features/templates/use-template-actions';
import { useT } from '~/lib/i18n-context';
import { useChangeSearchParams } from '~/lib/use-change-search-params';
import type { clientLoader as appLayoutLoader } from './app-layout';

export const meta = () => appTitle('templates:title');

// Admins only: the menu's code (and Radix's menu stack) loads when an admin opens the page.
const TemplateAdminMenu = lazy(() =>
  import('~/features/templates/components/template-admin-menu').then((module) => ({
    default: module.TemplateAdminMenu,
  })),
);

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/**
 * /app/templates (spec §2): the templates library. View, search, category, format, aspect,
 * "featured only" and the page are in the address, so back, reload and shared links keep them.
 * A template opens the composer with it (`/app/create?template=<id>`); admins feature and delete.
 */
export default function Templates() {
  const { t } = useT();
  const layout = useRouteLoaderData<typeof appLayoutLoader>('routes/app/app-layout');
  const [params] = useSearchParams();
  const changeParams = useChangeSearchParams();
  const filters = filtersFromParams(params);
  const { state, reload } = useTemplates(filters);
  const actions = useTemplateActions();
  const [upgrading, setUpgrading] = useState<Template | null>(null);

  const change = (changes: Partial<TemplateFilters>) =>
    changeParams(
      (current) => paramsWithFilters(current, changeFilters(filtersFromParams(current), changes)),
      {
        // Each typed search is not a step back; filters and pages are.
        replace: Object.keys(changes).join() === 'search',
        preventScrollReset: true,
      },
    );
  const tabLink = (view: TemplateFilters['view']) =>
    `?${paramsWithFilters(params, changeFilters(filters, { view }))}`;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <header>
        <h1 className="font-semibold text-2xl tracking-tight">{t('templates:title')}</h1>
        <p className="text-muted-foreground text-sm">{t('templates:subtitle')}</p>
      </header>

      <nav
        aria-label={t('templates:tabsLabel')}
        className="mt-6 flex gap-1 overflow-x-auto border-border border-b"
      >
        {templateViews.map((view) => (
          <Link
            key={view}
            to={tabLink(view)}
            preventScrollReset
            aria-current={filters.view === view ? 'page' : undefined}
            data-testid={`template-tab-${view}`}
            className="-mb-px whitespace-nowrap border-transparent border-b-2 px-3 py-2 font-medium text-muted-foreground text-sm hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:text-foreground"
          >
            {t(`templates:tabs.${view}`)}
          </Link>
        ))}
      </nav>

      <TemplateFilterBar className="mt-4" filters={filters} onChange={change} withFormat />

      <TemplateResults
        className="mt-5"
        state={state}
        filters={filters}
        onChange={change}
        onRetry={reload}
        gridClassName={gridClass}
        renderCard={(template) => (
          <TemplateCard
            template={template}
            onToggleFavorite={() => void actions.toggleFavorite(template)}
            action={
              template.locked ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="w-full min-w-0"
                  onClick={() => setUpgrading(template)}
                  data-testid="template-use"
                >
                  <Lock aria-hidden className="size-3.5 max-sm:hidden" />
                  <span className="truncate">{t('templates:card.use')}</span>
                </Button>
              ) : (
                <Link
                  to={`/app/create?template=${encodeURIComponent(template.id)}`}
                  className={`${buttonVariants({ size: 'sm' })} w-full min-w-0`}
                  data-testid="template-use"
                >
                  <LayoutTemplate aria-hidden className="size-3.5 max-sm:hidden" />
                  <span className="truncate">{t('templates:card.use')}</span>
                </Link>
              )
            }
            menu={
              layout?.isAdmin && (
                <Suspense fallback={null}>
                  <TemplateAdminMenu
                    template={template}
                    onToggleFeatured={() => void actions.toggleFeatured(template)}
                    onDelete={() => actions.remove(template)}
                  />
                </Suspense>
              )
            }
          />
        )}
      />
      <TemplateUpgradeDialog template={upgrading} onClose={() => setUpgrading(null)} />
    </div>
  );
}
