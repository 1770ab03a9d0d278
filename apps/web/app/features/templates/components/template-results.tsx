import type { Template } from '@brandloom/shared/templates';
import { Clock, LayoutTemplate, SearchX, Star } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { LoadFailed } from '~/components/layout/load-failed';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { useT } from '~/lib/i18n-context';
import { hasNarrowingFilters, type TemplateFilters } from '../template-filters';
import type { TemplatesState } from '../templates-queries';
import { TemplateGridSkeleton } from './template-card';
import { TemplatePagination } from './template-pagination';

const cleared = { search: '', category: null, format: null, aspect: null, featured: false } as const;

/**
 * A page of templates as the library and the dialog show it: how many were found, the grid (a
 * skeleton first, the last page dimmed while the next loads), what to do when there are none, and
 * the pages. A page change scrolls back to the top of the results.
 */
export function TemplateResults({
  state,
  filters,
  onChange,
  onRetry,
  gridClassName,
  renderCard,
  className,
}: {
  state: TemplatesState;
  filters: TemplateFilters;
  onChange: (changes: Partial<TemplateFilters>) => void;
  onRetry: () => void;
  gridClassName: string;
  renderCard: (template: Template) => ReactNode;
  className?: string;
}) {
  const { t, language } = useT();
  const top = useRef<HTMLDivElement>(null);
  const data = state.data;
  // An empty page although templates were found: an address past the last page, or the admin
  // deleted this page's last cards. Go to the last page, or read this one again.
  const past = data && state.status === 'ready' && data.templates.length === 0 && data.total > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page on screen changes
  useEffect(() => {
    if (!past) return;
    if (data.page > data.pageCount) onChange({ page: data.pageCount });
    else onRetry();
  }, [past, data]);
  const goTo = (page: number) => {
    onChange({ page });
    // In the page the window scrolls; in the dialog the results box itself does.
    top.current?.scrollIntoView({ block: 'start' });
    top.current?.scrollTo({ top: 0 });
  };

  return (
    <div
      ref={top}
      className={cn('scroll-mt-20', className)}
      aria-busy={state.status === 'loading'}
      data-testid="template-results"
    >
      <p className="mb-3 text-muted-foreground text-sm" aria-live="polite" data-testid="template-count">
        {data
          ? t('templates:found', { count: new Intl.NumberFormat(language).format(data.total) })
          : '\u00a0'}
      </p>
      {state.status === 'error' ? (
        <LoadFailed
          title={t('templates:loadFailed')}
          message={state.error.message}
          retryLabel={t('templates:retry')}
          onRetry={onRetry}
        />
      ) : !data ? (
        <>
          <span className="sr-only" role="status">
            {t('templates:loading')}
          </span>
          <TemplateGridSkeleton className={gridClassName} />
        </>
      ) : past ? (
        <TemplateGridSkeleton className={gridClassName} />
      ) : data.templates.length === 0 ? (
        <NoTemplates filters={filters} onChange={onChange} />
      ) : (
        <ul
          className={cn(gridClassName, 'transition-opacity', state.status === 'loading' && 'opacity-60')}
          data-testid="template-grid"
        >
          {data.templates.map((template) => (
            <li key={template.id}>{renderCard(template)}</li>
          ))}
        </ul>
      )}
      {data && data.total > 0 && state.status !== 'error' && (
        <div className="mt-6">
          <TemplatePagination page={data.page} pageCount={data.pageCount} onPage={goTo} />
        </div>
      )}
    </div>
  );
}

/** Why the list is empty, and the way on: clear the filters, or go and find templates. */
function NoTemplates({
  filters,
  onChange,
}: {
  filters: TemplateFilters;
  onChange: (changes: Partial<TemplateFilters>) => void;
}) {
  const { t } = useT();
  const narrowed = hasNarrowingFilters(filters);
  const [Icon, title, body] = narrowed
    ? [SearchX, t('templates:empty.noMatchTitle'), t('templates:empty.noMatchBody')]
    : filters.view === 'favorites'
      ? [Star, t('templates:empty.favoritesTitle'), t('templates:empty.favoritesBody')]
      : filters.view === 'recent'
        ? [Clock, t('templates:empty.recentTitle'), t('templates:empty.recentBody')]
        : [LayoutTemplate, t('templates:empty.noneTitle'), t('templates:empty.noneBody')];
  return (
    <div
      data-testid="templates-empty"
      className="flex flex-col items-center rounded-2xl border border-border border-dashed px-6 py-12 text-center"
    >
      <span className="grid size-11 place-items-center rounded-xl bg-primary/10 text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <h2 className="mt-4 font-semibold">{title}</h2>
      <p className="mt-1 max-w-sm text-muted-foreground text-sm">{body}</p>
      {narrowed ? (
        <Button variant="outline" className="mt-5" onClick={() => onChange(cleared)}>
          {t('templates:filters.clear')}
        </Button>
      ) : (
        filters.view !== 'all' && (
          <Button variant="outline" className="mt-5" onClick={() => onChange({ view: 'all' })}>
            {t('templates:empty.browse')}
          </Button>
        )
      )}
    </div>
  );
}
