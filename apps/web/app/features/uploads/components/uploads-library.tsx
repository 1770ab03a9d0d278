import { uploadSources } from '@brandloom/shared/uploads';
import { ImageIcon } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '~/components/layout/load-failed';
import { Button } from '~/components/ui/button';
import { NextPageButton } from '~/components/ui/next-page-button';
import { SearchField } from '~/components/ui/search-field';
import { useT } from '~/lib/i18n-context';
import { useChangeSearchParams } from '~/lib/use-change-search-params';
import { useUploadBatch } from '../hooks/use-upload-batch';
import { type UploadFilters, useUploads, useUploadTags } from '../uploads-queries';
import { ImportFromWebsite } from './import-from-website';
import { type BrandOption, UploadCard } from './upload-card';
import { UploadControl } from './upload-control';
import { PendingUploadTile } from './upload-progress';

const selectClass =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25';
const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

/** Filters from the URL, so reload and back/forward keep them. */
function useUploadFilters() {
  const [params] = useSearchParams();
  const changeParams = useChangeSearchParams();
  const source = params.get('source');
  const filters: UploadFilters = {
    source: uploadSources.find((candidate) => candidate === source),
    tag: params.get('tag') || undefined,
    search: params.get('search') || undefined,
  };
  const setFilter = (name: keyof UploadFilters, value: string) =>
    changeParams({ [name]: value }, { replace: true });
  return { filters, setFilter, clear: () => changeParams(() => new URLSearchParams(), { replace: true }) };
}

function FilterSelect({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [value: string, label: string])[];
  testId: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
        className={selectClass}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Spec §2 uploads library: upload (drag and drop or pick), then find (source, tag, file name),
 * tag, assign to a brand, delete. `brands` are the user's brands for the brand picker.
 */
export function UploadsLibrary({ brands }: { brands: readonly BrandOption[] }) {
  const { t } = useT();
  const { filters, setFilter, clear } = useUploadFilters();
  const uploads = useUploads(filters);
  const tags = useUploadTags().data ?? [];
  const batch = useUploadBatch({});
  const filtered = Boolean(filters.source || filters.tag || filters.search);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="font-semibold text-2xl tracking-tight">{t('uploads:title')}</h1>
          <p className="text-muted-foreground text-sm">{t('uploads:subtitle')}</p>
        </div>
        <ImportFromWebsite />
      </header>

      <UploadControl batch={batch} listPending={false} className="mt-6" />

      <search
        className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-[1fr_12rem_12rem]"
        aria-label={t('uploads:filters.label')}
      >
        <SearchField
          className="col-span-2 sm:col-span-1"
          value={filters.search ?? ''}
          onSearch={(value) => setFilter('search', value)}
          label={t('uploads:filters.search')}
          placeholder={t('uploads:filters.search')}
          testId="uploads-search"
        />
        <FilterSelect
          label={t('uploads:filters.source')}
          value={filters.source ?? ''}
          onChange={(value) => setFilter('source', value)}
          options={[
            ['', t('uploads:filters.allSources')],
            ['manual', t('uploads:filters.manual')],
            ['website', t('uploads:filters.website')],
          ]}
          testId="uploads-source-filter"
        />
        <FilterSelect
          label={t('uploads:filters.tag')}
          value={filters.tag ?? ''}
          onChange={(value) => setFilter('tag', value)}
          options={[
            ['', t('uploads:filters.allTags')],
            // A tag from the address stays choosable even when no upload has it any more.
            ...[...new Set([...tags, ...(filters.tag ? [filters.tag] : [])])].map(
              (tag) => [tag, tag] as const,
            ),
          ]}
          testId="uploads-tag-filter"
        />
      </search>

      <section className="mt-4" aria-busy={uploads.isPending} aria-label={t('uploads:listLabel')}>
        {uploads.isError && !uploads.isFetchNextPageError ? (
          <LoadFailed
            title={t('uploads:loadFailed')}
            message={uploads.error.message}
            retryLabel={t('uploads:retry')}
            onRetry={() => void uploads.refetch()}
          />
        ) : !uploads.data ? (
          <ul className={gridClass} aria-label={t('uploads:loading')} data-testid="uploads-loading">
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className="aspect-[4/5] animate-pulse rounded-xl bg-muted" />
            ))}
          </ul>
        ) : uploads.data.length === 0 && batch.pending.length === 0 ? (
          <div
            className="flex flex-col items-center rounded-xl border border-border border-dashed px-6 py-14 text-center"
            data-testid="uploads-empty"
          >
            <ImageIcon aria-hidden className="size-8 text-muted-foreground" />
            <p className="mt-3 font-medium">{filtered ? t('uploads:noMatches') : t('uploads:empty.title')}</p>
            {filtered ? (
              <Button variant="outline" size="sm" className="mt-4" onClick={clear}>
                {t('uploads:filters.clear')}
              </Button>
            ) : (
              <p className="mt-1 max-w-sm text-muted-foreground text-sm">{t('uploads:empty.body')}</p>
            )}
          </div>
        ) : (
          <>
            <ul className={gridClass} data-testid="uploads-grid">
              {batch.pending.map((item) => (
                <PendingUploadTile
                  key={item.key}
                  item={item}
                  onDismiss={batch.dismiss}
                  className="aspect-[4/5]"
                />
              ))}
              {uploads.data.map((upload) => (
                <UploadCard key={upload.id} upload={upload} brands={brands} />
              ))}
            </ul>
            <NextPageButton query={uploads} label={t('uploads:loadMore')} />
          </>
        )}
      </section>
    </div>
  );
}
