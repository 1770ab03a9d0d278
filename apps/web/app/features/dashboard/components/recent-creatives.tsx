import { Images, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '~/components/layout/load-failed';
import { buttonVariants } from '~/components/ui/button-variants';
import { type Creative, isInProgress } from '~/features/create/create-api';
import { fetchRecentCreatives } from '../api/dashboard-api';
import { useLiveResource } from '../hooks/use-live-resource';
import { asideLinkClass, DashboardSection } from './dashboard-section';

const creativeTables = ['adcreative'] as const;
const loadRecent = (signal: AbortSignal) => fetchRecentCreatives(signal).then((page) => page.creatives);

function Thumbnail({ creative }: { creative: Creative }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/app/creatives?creative=${creative.id}`}
      aria-label={t('dashboard:recent.open', { prompt: creative.prompt })}
      title={creative.prompt}
      data-testid="dashboard-recent-creative"
      data-status={creative.status}
      className="group relative block aspect-square overflow-hidden rounded-xl border border-border bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      {creative.thumbnailUrl ? (
        <img
          src={creative.thumbnailUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      ) : (
        <span className="flex size-full items-center justify-center p-2 text-center text-muted-foreground text-xs">
          {isInProgress(creative) ? (
            <Loader2 aria-hidden className="size-5 animate-spin" />
          ) : (
            t(`library:status.${creative.status}`)
          )}
        </span>
      )}
    </Link>
  );
}

/**
 * The latest creatives as thumbnails, moving live from queued to completed. `madeBefore`: the user
 * has creatives, so an empty week points to the library rather than to a first creative.
 */
export function RecentCreatives({ madeBefore }: { madeBefore: boolean }) {
  const { t } = useTranslation();
  const { state, reload } = useLiveResource(loadRecent, creativeTables);
  return (
    <DashboardSection
      id="dashboard-recent"
      title={t('dashboard:recent.title')}
      aside={
        state.status === 'ready' &&
        state.value.length > 0 && (
          <Link to="/app/creatives?tab=recent" className={asideLinkClass}>
            {t('dashboard:recent.seeAll')}
          </Link>
        )
      }
    >
      <div aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <ul aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className="aspect-square animate-pulse rounded-xl bg-muted" />
            ))}
          </ul>
        )}
        {state.status === 'error' && (
          <LoadFailed
            title={t('dashboard:recent.loadFailed')}
            message={state.message || t('dashboard:loadFailedBody')}
            retryLabel={t('dashboard:retry')}
            onRetry={reload}
          />
        )}
        {state.status === 'ready' && state.value.length === 0 && (
          <div
            className="flex flex-col items-center gap-3 rounded-xl border border-border border-dashed px-6 py-8 text-center"
            data-testid="dashboard-recent-empty"
          >
            <Images aria-hidden className="size-7 text-muted-foreground" />
            <div>
              <p className="font-medium">
                {madeBefore ? t('dashboard:recent.quietTitle') : t('dashboard:recent.emptyTitle')}
              </p>
              <p className="mt-1 text-muted-foreground text-sm">
                {madeBefore ? t('dashboard:recent.quietBody') : t('dashboard:recent.emptyBody')}
              </p>
            </div>
            <Link
              to={madeBefore ? '/app/creatives' : '/app/create'}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {madeBefore ? t('dashboard:recent.quietAction') : t('dashboard:recent.emptyAction')}
            </Link>
          </div>
        )}
        {state.status === 'ready' && state.value.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="dashboard-recent">
            {state.value.map((creative) => (
              <li key={creative.id}>
                <Thumbnail creative={creative} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </DashboardSection>
  );
}
