import { exploreSorts } from '@brandloom/shared/explore';
import { creativeModes, libraryRatios } from '@brandloom/shared/generation';
import { templateCategories } from '@brandloom/shared/templates';
import { Compass, Loader2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '~/components/layout/load-failed';
import { Button } from '~/components/ui/button';
import { FilterSelect } from '~/components/ui/filter-select';
import { SearchField } from '~/components/ui/search-field';
import { cn } from '~/lib/cn';
import { useT } from '~/lib/i18n-context';
import { useChangeSearchParams } from '~/lib/use-change-search-params';
import { useLoadMore } from '~/lib/use-load-more';
import { exploreFiltersOf } from '../explore-filters';
import { useExploreFeed } from '../explore-queries';
import { ExploreCard } from './explore-card';

/**
 * /explore: the public feed. Order, filters and search are in the address; pages load as the end
 * of the grid scrolls near, or by the button.
 */
export default function ExploreFeed() {
  const { t } = useT();
  const [params] = useSearchParams();
  const changeParams = useChangeSearchParams();
  const filters = exploreFiltersOf(params);
  const feed = useExploreFeed(filters);
  const sentinel = useLoadMore(feed);
  const filtered = Boolean(filters.mode || filters.ratio || filters.category || filters.search);
  const set = (name: string, value: string | null) =>
    changeParams({ [name]: value }, { replace: true, preventScrollReset: true });
  const creatives = feed.data;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-semibold text-3xl tracking-tight">{t('explore:title')}</h1>
        <p className="max-w-2xl text-muted-foreground">{t('explore:subtitle')}</p>
      </header>

      <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center">
        <fieldset className="flex shrink-0 gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">{t('explore:sort.label')}</legend>
          {exploreSorts.map((sort) => (
            <button
              key={sort}
              type="button"
              aria-pressed={filters.sort === sort}
              onClick={() => set('sort', sort === 'new' ? null : sort)}
              className={cn(
                'rounded-md px-3 py-1.5 font-medium text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
                filters.sort === sort
                  ? 'bg-background shadow-xs'
                  : 'text-muted-foreground hover:text-foreground',
              )}
              data-testid={`explore-sort-${sort}`}
            >
              {t(`explore:sort.${sort}`)}
            </button>
          ))}
        </fieldset>
        <SearchField
          value={filters.search}
          onSearch={(value) => set('q', value || null)}
          label={t('explore:filters.search')}
          placeholder={t('explore:filters.search')}
          testId="explore-search"
          className="lg:flex-1"
        />
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3 lg:flex">
          <FilterSelect
            label={t('explore:filters.mode')}
            allLabel={t('explore:filters.anyMode')}
            value={filters.mode}
            options={creativeModes.map((mode) => ({ value: mode, label: t(`explore:filters.${mode}`) }))}
            onChange={(value) => set('type', value)}
            testId="explore-type"
          />
          <FilterSelect
            label={t('explore:filters.ratio')}
            allLabel={t('explore:filters.anyRatio')}
            value={filters.ratio}
            options={libraryRatios.map((ratio) => ({ value: ratio, label: ratio }))}
            onChange={(value) => set('ratio', value)}
            testId="explore-ratio"
          />
          <FilterSelect
            label={t('explore:filters.category')}
            allLabel={t('explore:filters.anyCategory')}
            value={filters.category}
            options={templateCategories.map((category) => ({
              value: category,
              label: t(`templates:category.${category}`),
            }))}
            onChange={(value) => set('category', value)}
            testId="explore-category"
          />
        </div>
      </div>

      <div className="mt-6" aria-busy={feed.isPending}>
        {feed.isPending ? (
          <div className="columns-2 gap-4 sm:columns-3 lg:columns-4" aria-hidden>
            {Array.from({ length: 8 }, (_, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else
                key={index}
                className="mb-4 animate-pulse break-inside-avoid rounded-2xl bg-muted"
                style={{ height: `${12 + (index % 3) * 4}rem` }}
              />
            ))}
          </div>
        ) : feed.isError && !creatives ? (
          <LoadFailed
            title={t('explore:loadFailed')}
            message={feed.error instanceof Error ? feed.error.message : String(feed.error)}
            retryLabel={t('explore:retry')}
            onRetry={() => void feed.refetch()}
          />
        ) : creatives && creatives.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-20 text-center text-muted-foreground">
            <Compass className="size-10" aria-hidden />
            <p>{filtered ? t('explore:emptyFiltered') : t('explore:empty')}</p>
          </div>
        ) : (
          <>
            <ul className="columns-2 gap-4 sm:columns-3 lg:columns-4" data-testid="explore-grid">
              {creatives?.map((creative) => (
                <ExploreCard key={creative.id} creative={creative} />
              ))}
            </ul>
            <div ref={sentinel} aria-hidden />
            <div className="flex justify-center py-6 text-muted-foreground text-sm" aria-live="polite">
              {feed.isFetchingNextPage ? (
                <span className="flex items-center gap-2">
                  <Loader2 className="size-4 animate-spin" aria-hidden />
                  {t('explore:loadingMore')}
                </span>
              ) : feed.hasNextPage ? (
                <Button variant="outline" onClick={() => void feed.fetchNextPage()}>
                  {feed.isError ? t('explore:retry') : t('explore:loadingMore')}
                </Button>
              ) : (
                <span>{t('explore:end')}</span>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
