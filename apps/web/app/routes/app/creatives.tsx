import { creativeModes, type LibraryRatio, libraryRatios } from '@brandloom/shared/generation';
import { Images, Loader2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '~/components/layout/load-failed';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { FilterSelect } from '~/components/ui/filter-select';
import { SearchField } from '~/components/ui/search-field';
import { appTitle } from '~/features/app-shell/app-meta';
import { useBrandChoices } from '~/features/brands/brands-queries';
import { CreativeDetails } from '~/features/library/creative-details';
import { LibraryCard } from '~/features/library/library-card';
import { type LibraryFilters, type LibraryTab, useLibrary } from '~/features/library/library-queries';
import { loadAppI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { oneOf } from '~/lib/one-of';
import type { Translate } from '~/lib/translate';
import {
  type SearchParamChanges,
  useChangeSearchParams,
  withSearchParams,
} from '~/lib/use-change-search-params';
import { useLoadMore } from '~/lib/use-load-more';

export const meta = () => appTitle('library:title');

/** The creatives group's strings (cards' actions, editor, brand check), which no other /app page loads. */
export async function clientLoader() {
  await loadAppI18n('creatives');
  return null;
}

const tabs: LibraryTab[] = ['all', 'favorites', 'recent'];

/**
 * /app/creatives: the library. Tab, brand, type, ratio, search, the archived view and the open creative
 * (`?creative=<id>`, where the chat's "open in library" links) are in the address, so a reload or
 * a shared link keeps them. Pages load as the end of the grid scrolls near, or by the button.
 */
export default function Creatives() {
  const { t } = useT();
  const [params] = useSearchParams();
  const changeParams = useChangeSearchParams();
  const tab = oneOf(tabs, params.get('tab')) ?? 'all';
  const archived = params.get('archived') === '1';
  const brandId = params.get('brand');
  const search = params.get('q') ?? '';
  const mode = oneOf(creativeModes, params.get('type'));
  const ratio = oneOf(libraryRatios, params.get('ratio'));
  const openId = params.get('creative');
  const brands = useBrandChoices().data?.brands;
  const library = useLibrary({ tab, archived, brandId, search, mode, ratio });
  const filtered = Boolean(search || brandId || mode || ratio);
  const sentinel = useLoadMore(library);
  const creatives = library.data;
  const { hasNextPage, fetchNextPage } = library;

  const set = (name: string, value: string | null) =>
    changeParams(
      { [name]: value },
      { replace: name === 'q' || name === 'creative', preventScrollReset: true },
    );

  const link = (changes: SearchParamChanges) => {
    const query = withSearchParams(params, changes).toString();
    return query ? `?${query}` : '';
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-semibold text-2xl tracking-tight">
            {archived ? t('library:archivedTitle') : t('library:title')}
          </h1>
          <p className="text-muted-foreground text-sm">{t('library:subtitle')}</p>
        </div>
        <Link
          to={link({ archived: archived ? null : '1' })}
          className={buttonVariants({ variant: 'outline' })}
        >
          {archived ? t('library:showLibrary') : t('library:showArchived')}
        </Link>
      </header>

      <nav aria-label={t('library:tabsLabel')} className="mt-6 flex gap-1 border-border border-b">
        {tabs.map((name) => (
          <Link
            key={name}
            to={link({ tab: name === 'all' ? null : name })}
            aria-current={tab === name ? 'page' : undefined}
            className="-mb-px border-transparent border-b-2 px-3 py-2 font-medium text-muted-foreground text-sm hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:text-foreground"
          >
            {t(`library:tabs.${name}`)}
          </Link>
        ))}
      </nav>

      {/* Phones: search and brand on their own rows, type and ratio side by side. */}
      <search
        className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-[1fr_12rem_9rem_11rem] [&>*:nth-child(-n+2)]:col-span-2 md:[&>*:nth-child(-n+2)]:col-span-1"
        aria-label={t('library:filters')}
      >
        <SearchField
          value={search}
          onSearch={(value) => set('q', value || null)}
          label={t('library:search')}
          placeholder={t('library:searchPlaceholder')}
          testId="library-search"
        />
        <FilterSelect
          label={t('library:brand')}
          allLabel={t('library:allBrands')}
          value={brandId}
          options={brands ? brands.map((brand) => ({ value: brand.id, label: brand.name })) : []}
          onChange={(value) => set('brand', value)}
        />
        <FilterSelect
          label={t('library:type')}
          allLabel={t('library:allTypes')}
          value={mode ?? null}
          options={creativeModes.map((value) => ({ value, label: t(`library:types.${value}`) }))}
          onChange={(value) => set('type', value)}
          testId="library-type"
        />
        <FilterSelect
          label={t('library:ratio')}
          allLabel={t('library:allRatios')}
          value={ratio ?? null}
          options={libraryRatios.map((value) => ({ value, label: t(`library:ratios.${ratioKey(value)}`) }))}
          onChange={(value) => set('ratio', value)}
          testId="library-ratio"
        />
      </search>

      <div className="mt-6" aria-busy={library.isPending}>
        {library.isError && !creatives?.length ? (
          <LoadFailed
            title={t('library:loadFailed')}
            message=""
            retryLabel={t('library:retry')}
            onRetry={() => void library.refetch()}
          />
        ) : !creatives ? (
          <ul aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className="aspect-square animate-pulse rounded-2xl bg-muted" />
            ))}
          </ul>
        ) : creatives.length === 0 ? (
          <div
            className="rounded-2xl border border-border border-dashed p-10 text-center"
            data-testid="library-empty"
          >
            <Images aria-hidden className="mx-auto size-8 text-muted-foreground" />
            <p className="mt-3 font-medium">{emptyMessage(t, { search, brandId, mode, ratio })}</p>
            {filtered ? (
              <Link
                to={link({ q: null, brand: null, type: null, ratio: null })}
                className={`${buttonVariants({ variant: 'outline' })} mt-4`}
              >
                {t('library:clearFilters')}
              </Link>
            ) : (
              !archived && (
                <Link to="/app/create" className={`${buttonVariants()} mt-4`}>
                  {t('library:create')}
                </Link>
              )
            )}
          </div>
        ) : (
          <>
            <ul
              className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3 lg:grid-cols-4"
              data-testid="library-grid"
            >
              {creatives.map((creative) => (
                <LibraryCard
                  key={creative.id}
                  creative={creative}
                  detailsHref={link({ creative: creative.id })}
                />
              ))}
            </ul>
            <div ref={sentinel} aria-hidden />
            {hasNextPage ? (
              <div className="mt-6 text-center">
                <Button
                  variant="outline"
                  onClick={() => void fetchNextPage()}
                  disabled={library.isFetchingNextPage}
                  data-testid="library-more"
                >
                  {library.isFetchingNextPage && <Loader2 aria-hidden className="size-4 animate-spin" />}
                  {library.isFetchingNextPage ? t('creatives:grid.loadingMore') : t('library:more')}
                </Button>
              </div>
            ) : (
              creatives.length > 40 && (
                <p className="mt-6 text-center text-muted-foreground text-sm">
                  {t('creatives:grid.allLoaded', { count: creatives.length })}
                </p>
              )
            )}
          </>
        )}
      </div>

      <CreativeDetails
        id={openId}
        brands={brands ?? []}
        onClose={() => set('creative', null)}
        onOpen={(id) => set('creative', id)}
      />
    </div>
  );
}

/** Catalog keys cannot hold the namespace separator ':'. */
const ratioKey = (ratio: LibraryRatio) => ratio.replace(':', 'x');

/** What the empty library says: the type and ratio asked for, or that search or brand found nothing. */
function emptyMessage(
  t: Translate,
  filters: Pick<LibraryFilters, 'search' | 'brandId' | 'mode' | 'ratio'>,
): string {
  const { search, brandId, mode, ratio } = filters;
  if (search || brandId) return t('library:noMatch');
  if (mode && ratio) return t(`library:emptyFor.${mode}Ratio`, { ratio });
  if (mode) return t(`library:emptyFor.${mode}`);
  if (ratio) return t('library:emptyFor.ratio', { ratio });
  return t('library:empty');
}
