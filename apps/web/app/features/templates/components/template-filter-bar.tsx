import { adFormats, templateAspects, templateCategories } from '@brandloom/shared/templates';
import { useId } from 'react';
import { FilterSelect } from '~/components/ui/filter-select';
import { SearchField } from '~/components/ui/search-field';
import { cn } from '~/lib/cn';
import { useT } from '~/lib/i18n-context';
import type { TemplateFilters } from '../template-filters';

/**
 * Search, category, ad format (the library only), aspect and "featured only". Each change goes to
 * `onChange`; the search once typing pauses. On phones the fields wrap two to a row.
 */
export function TemplateFilterBar({
  filters,
  onChange,
  withFormat = false,
  className,
}: {
  filters: TemplateFilters;
  onChange: (changes: Partial<TemplateFilters>) => void;
  withFormat?: boolean;
  className?: string;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <search aria-label={t('templates:filters.label')} className={cn('flex flex-col gap-3', className)}>
      <div
        className={cn(
          'grid grid-cols-2 gap-2 sm:gap-3',
          withFormat ? 'lg:grid-cols-[minmax(0,1fr)_13rem_13rem]' : 'sm:grid-cols-[minmax(0,1fr)_13rem]',
        )}
      >
        <SearchField
          className={withFormat ? 'col-span-2 lg:col-span-1' : 'col-span-2 sm:col-span-1'}
          value={filters.search}
          onSearch={(search) => onChange({ search })}
          label={t('templates:filters.search')}
          placeholder={t('templates:filters.searchPlaceholder')}
          testId="template-search"
        />
        <FilterSelect
          label={t('templates:filters.category')}
          allLabel={t('templates:filters.allCategories')}
          value={filters.category}
          options={templateCategories.map((category) => ({
            value: category,
            label: t(`templates:category.${category}`),
          }))}
          onChange={(category) => onChange({ category })}
          className={cn(!withFormat && 'col-span-2 sm:col-span-1')}
          testId="template-category"
        />
        {withFormat && (
          <FilterSelect
            label={t('templates:filters.format')}
            allLabel={t('templates:filters.allFormats')}
            value={filters.format}
            options={adFormats.map((format) => ({
              value: format.id,
              label: `${t(`templates:format.${format.id}`)} · ${t(`templates:aspect.${format.aspect}`)}`,
            }))}
            onChange={(format) => onChange({ format })}
            testId="template-format"
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <fieldset className="flex max-w-full items-center overflow-x-auto rounded-lg bg-muted p-1">
          <legend className="sr-only">{t('templates:filters.aspect')}</legend>
          {([null, ...templateAspects] as const).map((aspect) => {
            const checked = filters.aspect === aspect;
            return (
              <label
                key={aspect ?? 'all'}
                className={cn(
                  'flex h-8 cursor-pointer items-center whitespace-nowrap rounded-md px-3 font-medium text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  checked
                    ? 'bg-background text-foreground shadow-xs'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-aspect`}
                  value={aspect ?? ''}
                  checked={checked}
                  onChange={() => onChange({ aspect })}
                  className="sr-only"
                  data-testid={`template-aspect-${aspect ?? 'all'}`}
                />
                {aspect ? t(`templates:aspect.${aspect}`) : t('templates:filters.allAspects')}
              </label>
            );
          })}
        </fieldset>
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <button
            type="button"
            role="switch"
            aria-checked={filters.featured}
            onClick={() => onChange({ featured: !filters.featured })}
            data-testid="template-featured-only"
            aria-labelledby={`${id}-featured`}
            className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-transparent bg-input outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-checked:bg-primary"
          >
            <span
              aria-hidden
              className={cn(
                'block size-5 rounded-full bg-background shadow-sm transition-transform',
                filters.featured ? 'translate-x-5' : 'translate-x-0.5',
              )}
            />
          </button>
          <span id={`${id}-featured`}>{t('templates:filters.featured')}</span>
        </label>
      </div>
    </search>
  );
}
