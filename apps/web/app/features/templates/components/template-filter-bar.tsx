import { adFormats, templateAspects, templateCategories } from '@brandloom/shared/templates';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '~/components/ui/search-field';
import { cn } from '~/lib/cn';
import type { TemplateFilters } from '../template-filters';

const selectClass =
  'h-10 w-full min-w-0 rounded-lg border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring';

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
  const { t } = useTranslation();
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
        <select
          aria-label={t('templates:filters.category')}
          value={filters.category ?? ''}
          onChange={(event) =>
            onChange({ category: (event.target.value || null) as TemplateFilters['category'] })
          }
          className={cn(selectClass, !withFormat && 'col-span-2 sm:col-span-1')}
          data-testid="template-category"
        >
          <option value="">{t('templates:filters.allCategories')}</option>
          {templateCategories.map((category) => (
            <option key={category} value={category}>
              {t(`templates:category.${category}`)}
            </option>
          ))}
        </select>
        {withFormat && (
          <select
            aria-label={t('templates:filters.format')}
            value={filters.format ?? ''}
            onChange={(event) =>
              onChange({ format: (event.target.value || null) as TemplateFilters['format'] })
            }
            className={selectClass}
            data-testid="template-format"
          >
            <option value="">{t('templates:filters.allFormats')}</option>
            {adFormats.map((format) => (
              <option key={format.id} value={format.id}>
                {t(`templates:format.${format.id}`)} · {t(`templates:aspect.${format.aspect}`)}
              </option>
            ))}
          </select>
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
