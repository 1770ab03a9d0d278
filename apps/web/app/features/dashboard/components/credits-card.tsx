import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { LoadFailed } from '~/components/layout/load-failed';
import { type Credits, useCredits } from '~/features/credits';
import { formatDate } from '~/lib/format-date';
import { useT } from '~/lib/i18n-context';
import { asideLinkClass, DashboardSection } from './dashboard-section';

/** How full the balance is, as a share of what the period started with. */
const balanceShare = (credits: Credits) => {
  const total = credits.monthlyAllowance + credits.additionalCredits;
  return total > 0 ? Math.min(100, Math.round((credits.balance / total) * 100)) : 0;
};

/** Credits left and the next refill, the same numbers as Settings → Credits. */
export function CreditsCard() {
  const { t, language } = useT();
  // A spend, refund or gift (event) or a plan change (userprofile) refreshes it (realtime).
  const credits = useCredits();
  const value = credits.data;
  return (
    <DashboardSection
      id="dashboard-credits"
      title={t('dashboard:credits.title')}
      aside={
        <Link
          to="/app/settings?section=credits"
          className={asideLinkClass}
          data-testid="dashboard-credits-link"
        >
          {t('dashboard:credits.manage')}
        </Link>
      }
    >
      {credits.isPending && (
        <div aria-hidden className="space-y-3">
          <div className="h-10 w-24 animate-pulse rounded-lg bg-muted" />
          <div className="h-4 w-40 animate-pulse rounded bg-muted" />
        </div>
      )}
      {credits.isError && !value && (
        <LoadFailed
          title={t('dashboard:credits.loadFailed')}
          message={t('dashboard:loadFailedBody')}
          retryLabel={t('dashboard:retry')}
          onRetry={() => void credits.refetch()}
        />
      )}
      {value && (
        <div className="flex items-start gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-amber-500/15 text-amber-600 dark:text-amber-400">
            <Coins aria-hidden className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex items-baseline gap-2">
              <span
                className="font-semibold text-3xl tabular-nums tracking-tight"
                data-testid="dashboard-balance"
              >
                {new Intl.NumberFormat(language).format(value.balance)}
              </span>
              <span className="text-muted-foreground text-sm">{t('dashboard:credits.left')}</span>
            </p>
            <div aria-hidden className="mt-3 h-1.5 overflow-hidden rounded-full bg-muted">
              <div
                className="h-full rounded-full bg-amber-500"
                style={{ width: `${balanceShare(value)}%` }}
              />
            </div>
            <p className="mt-3 text-muted-foreground text-sm" data-testid="dashboard-refill">
              {t('dashboard:credits.nextRefill', { date: formatDate(value.nextRefill, language) })}
            </p>
          </div>
        </div>
      )}
    </DashboardSection>
  );
}
