import { Coins, Loader2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { type LedgerEntry, useCreditLedger, useCredits } from '~/features/credits';
import type { Profile } from '~/features/profile';
import { formatDate } from '~/lib/format-date';
import { useT } from '~/lib/i18n-context';
import type { Translate } from '~/lib/translate';
import { SettingsPanel } from './settings-panel';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl border border-border bg-muted/40 p-4">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="mt-1 font-semibold text-lg tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Plan, balance, allowance, additional credits, next refill and the cost of an image per quality. */
function CreditsSummary({ profile }: { profile: Profile }) {
  const { t, language } = useT();
  // A spend, refund or gift (event) or a plan change (userprofile) refreshes it (realtime).
  const credits = useCredits();
  const value = credits.data;
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  return (
    <div aria-busy={credits.isPending}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          label={t('settings:credits.plan')}
          value={t(`settings:credits.plans.${profile.profile.plan}`)}
          testId="settings-plan"
        />
        {value && (
          <>
            <Figure
              label={t('settings:credits.balance')}
              value={number(value.balance)}
              testId="credits-balance"
            />
            <Figure label={t('settings:credits.monthly')} value={number(value.monthlyAllowance)} />
            <Figure label={t('settings:credits.additional')} value={number(value.additionalCredits)} />
            <Figure label={t('settings:credits.spent')} value={number(value.spent)} />
            <Figure label={t('settings:credits.nextRefill')} value={formatDate(value.nextRefill, language)} />
          </>
        )}
      </dl>
      {credits.isPending && (
        <p className="mt-4 flex items-center gap-2 text-muted-foreground text-sm">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('settings:credits.loading')}
        </p>
      )}
      {credits.isError && !value && (
        <p role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-destructive text-sm">
          {t('settings:credits.loadFailed')}
          <Button variant="outline" size="sm" onClick={() => void credits.refetch()}>
            {t('settings:retry')}
          </Button>
        </p>
      )}
      {value && (
        <p className="mt-4 text-muted-foreground text-sm">
          {t('settings:credits.costs', {
            low: value.imageCosts.low,
            medium: value.imageCosts.medium,
            high: value.imageCosts.high,
            auto: value.imageCosts.auto,
          })}
        </p>
      )}
    </div>
  );
}

function entryLabel(entry: LedgerEntry, t: Translate): string {
  if (entry.type === 'credits-added') return t('settings:credits.ledger.added');
  if (entry.type === 'credits-refunded') {
    return entry.reason === 'moderation_blocked'
      ? t('settings:credits.ledger.refundBlocked')
      : t('settings:credits.ledger.refundFailed');
  }
  return entry.state === 'reserved'
    ? t('settings:credits.ledger.reserved')
    : t('settings:credits.ledger.spent');
}

/** Every spend, refund and gift of credits, newest first, with the creative it was for. */
function CreditLedger() {
  const { t, language } = useT();
  const ledger = useCreditLedger();
  const entries = ledger.data ?? [];
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <div className="mt-6">
      <h3 className="font-medium text-sm">{t('settings:credits.ledger.title')}</h3>
      {ledger.isPending && (
        <p className="mt-3 flex items-center gap-2 text-muted-foreground text-sm">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('settings:credits.loading')}
        </p>
      )}
      {ledger.isError && (
        <p role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-destructive text-sm">
          {t('settings:credits.ledger.loadFailed')}
          <Button variant="outline" size="sm" onClick={() => void ledger.refetch()}>
            {t('settings:retry')}
          </Button>
        </p>
      )}
      {entries.length === 0 && ledger.isSuccess && (
        <p className="mt-3 flex items-start gap-3 rounded-xl border border-border border-dashed p-4 text-muted-foreground text-sm">
          <Coins aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('settings:credits.ledger.empty')}
        </p>
      )}
      {entries.length > 0 && (
        <ul
          className="mt-3 divide-y divide-border rounded-xl border border-border"
          data-testid="credit-ledger"
        >
          {entries.map((entry) => {
            const gives = entry.type !== 'credits-spent';
            return (
              <li key={entry.id} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium">{entryLabel(entry, t)}</p>
                  <p className="truncate text-muted-foreground text-xs">
                    <time dateTime={entry.creationDate}>{dateTime(entry.creationDate)}</time>
                    {entry.creativeId && (
                      <>
                        {' · '}
                        {t('settings:credits.ledger.creative', { id: entry.creativeId.slice(0, 8) })}
                      </>
                    )}
                  </p>
                </div>
                <span
                  className={`shrink-0 font-semibold tabular-nums ${gives ? 'text-emerald-600 dark:text-emerald-400' : ''} ${entry.state === 'released' ? 'text-muted-foreground line-through' : ''}`}
                >
                  {gives ? '+' : '−'}
                  {new Intl.NumberFormat(language).format(entry.credits)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {ledger.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => void ledger.fetchNextPage()}
          disabled={ledger.isFetchingNextPage}
        >
          {ledger.isFetchingNextPage && <Loader2 aria-hidden className="size-4 animate-spin" />}
          {t('settings:credits.ledger.more')}
        </Button>
      )}
    </div>
  );
}

/** Settings → Credits: the plan, the balance and how it is made up, and the ledger. */
export function CreditsSection({ profile }: { profile: Profile }) {
  const { t } = useT();
  return (
    <SettingsPanel title={t('settings:credits.title')} description={t('settings:credits.description')}>
      <CreditsSummary profile={profile} />
      <CreditLedger />
    </SettingsPanel>
  );
}
