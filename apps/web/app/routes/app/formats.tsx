import { type AdFormat, type AdPlatform, adFormats, adPlatforms } from '@brandloom/shared/ad-formats';
import { ExternalLink, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button-variants';
import { FilterSelect } from '~/components/ui/filter-select';
import { SearchField } from '~/components/ui/search-field';
import { appTitle } from '~/features/app-shell/app-meta';
import { fileSize, keepClear, matches, videoLength } from '~/features/formats/format-facts';
import { SafeZonePreview } from '~/features/formats/safe-zone-preview';
import { formatDate } from '~/lib/format-date';
import { useT } from '~/lib/i18n-context';

export const meta = () => appTitle('formats:title');

/**
 * The ad format finder (decision 0052): every placement of packages/shared/src/ad-formats.ts with
 * its size, ratio, safe zone and limits, the help page it comes from and the day that was checked;
 * searchable by name, platform, ratio or size, and a way into the composer at that size.
 */
export default function Formats() {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const [platform, setPlatform] = useState<AdPlatform | null>(null);
  const found = useMemo(
    () =>
      adFormats.filter((format) => (!platform || format.platform === platform) && matches(format, query, t)),
    [platform, query, t],
  );
  const groups = adPlatforms
    .map((id) => ({ id, formats: found.filter((format) => format.platform === id) }))
    .filter((group) => group.formats.length > 0);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="mb-6">
        <h1 className="font-semibold text-2xl tracking-tight">{t('formats:title')}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground text-sm">{t('formats:subtitle')}</p>
      </header>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          value={query}
          onSearch={setQuery}
          label={t('formats:search')}
          placeholder={t('formats:searchPlaceholder')}
          testId="formats-search"
          className="sm:max-w-sm sm:flex-1"
        />
        <FilterSelect
          label={t('formats:platform')}
          allLabel={t('formats:allPlatforms')}
          value={platform}
          options={adPlatforms.map((id) => ({ value: id, label: t(`formats:platforms.${id}`) }))}
          onChange={setPlatform}
          className="sm:w-56"
          testId="formats-platform"
        />
        <p className="text-muted-foreground text-sm sm:ml-auto" role="status" aria-live="polite">
          {t('formats:count', { count: found.length })}
        </p>
      </div>

      {groups.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-border border-dashed p-6">
          <p className="font-medium">{t('formats:empty', { query })}</p>
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            onClick={() => {
              setQuery('');
              setPlatform(null);
            }}
          >
            {t('formats:clear')}
          </button>
        </div>
      )}

      <div className="flex flex-col gap-10">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`formats-${group.id}`} data-testid={`formats-${group.id}`}>
            <h2 id={`formats-${group.id}`} className="mb-3 font-semibold text-lg">
              {t(`formats:platforms.${group.id}`)}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.formats.map((format) => (
                <li key={format.id}>
                  <FormatCard format={format} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

function FormatCard({ format }: { format: AdFormat }) {
  const { t, language } = useT();
  const name = t(`formats:placements.${format.id}`);
  const facts: [string, string][] = [
    [t('formats:size'), `${format.width} × ${format.height} px`],
    [t('formats:ratio'), format.ratio],
    [t('formats:keepClear'), keepClear(format, t)],
    [
      t('formats:fileSize'),
      format.maxFileBytes === null ? t('formats:notStated') : fileSize(format.maxFileBytes, language),
    ],
    ...(format.media === 'image'
      ? []
      : ([[t('formats:duration'), videoLength(format, t, language)]] as [string, string][])),
    [t('formats:fileTypes'), format.fileTypes.join(', ')],
  ];
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-4"
      data-testid={`format-${format.id}`}
    >
      <div className="flex items-start gap-3">
        <div className="grid size-16 shrink-0 place-items-center">
          <SafeZonePreview format={format} />
        </div>
        <div className="min-w-0">
          <h3 className="font-medium leading-snug">{name}</h3>
          <p className="mt-0.5 text-muted-foreground text-xs">{t(`formats:media_${format.media}`)}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {format.safeZoneBasis === 'overlay' && (
        <p className="text-muted-foreground text-xs">{t('formats:overlayNote')}</p>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <a
          href={format.source}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-muted-foreground text-xs underline-offset-2 hover:underline"
        >
          {t('formats:source')} · {t('formats:checked', { date: formatDate(format.checked, language) })}
          <ExternalLink aria-hidden className="size-3" />
        </a>
        <Link
          to={`/app/create?placement=${format.id}`}
          className={buttonVariants({ size: 'sm' })}
          aria-label={t('formats:createLabel', { name })}
          data-testid={`format-create-${format.id}`}
        >
          <Sparkles aria-hidden className="size-3.5" />
          {t('formats:create')}
        </Link>
      </div>
    </article>
  );
}
