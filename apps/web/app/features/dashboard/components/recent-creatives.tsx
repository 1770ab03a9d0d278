import { Images, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { LoadFailed } from '~/components/layout/load-failed';
import { buttonVariants } from '~/components/ui/button-variants';
import { type CreativeListItem, isInProgress } from '~/features/create';
import { useT } from '~/lib/i18n-context';
import { useRecentCreatives } from '../dashboard-queries';
import { asideLinkClass, DashboardSection } from './dashboard-section';

function Thumbnail({ creative }: { creative: CreativeListItem }) {
  const { t } = useT();
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
  const { t } = useT();
  const recent = useRecentCreatives();
  const creatives = recent.data;
  return (
    <DashboardSection
      id="dashboard-recent"
      title={t('dashboard:recent.title')}
      aside={
        creatives &&
        creatives.length > 0 && (
          <Link to="/app/creatives?tab=recent" className={asideLinkClass}>
            {t('dashboard:recent.seeAll')}
          </Link>
        )
      }
    >
      <div aria-busy={recent.isPending}>
        {recent.isPending && (
          <ul aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className="aspect-square animate-pulse rounded-xl bg-muted" />
            ))}
          </ul>
        )}
        {recent.isError && !creatives && (
          <LoadFailed
            title={t('dashboard:recent.loadFailed')}
            message={recent.error.message || t('dashboard:loadFailedBody')}
            retryLabel={t('dashboard:retry')}
            onRetry={() => void recent.refetch()}
          />
        )}
        {creatives && creatives.length === 0 && (
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
        {creatives && creatives.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="dashboard-recent">
            {creatives.map((creative) => (
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
