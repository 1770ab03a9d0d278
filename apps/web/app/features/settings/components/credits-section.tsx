import type { Language } from '@brandloom/shared/i18n/languages';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '~/features/auth/hooks/use-profile';
import { formatDate } from '~/lib/format-date';
import { SettingsPanel } from './settings-panel';

/** The plan and since when; the credit ledger comes with the credits issue, and says so. */
export function CreditsSection({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const { plan, planSubscriptionDate } = profile.profile;
  return (
    <SettingsPanel title={t('settings:credits.title')} description={t('settings:credits.description')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-border bg-muted/40 p-4">
          <dt className="text-muted-foreground text-sm">{t('settings:credits.plan')}</dt>
          <dd className="mt-1 font-semibold text-lg" data-testid="settings-plan">
            {t(`settings:credits.plans.${plan}`)}
          </dd>
        </div>
        <div className="rounded-xl border border-border bg-muted/40 p-4">
          <dt className="text-muted-foreground text-sm">{t('settings:credits.since')}</dt>
          <dd className="mt-1 font-semibold text-lg">
            <time dateTime={planSubscriptionDate}>
              {formatDate(planSubscriptionDate, i18n.language as Language)}
            </time>
          </dd>
        </div>
      </dl>
      <p className="mt-4 flex items-start gap-3 rounded-xl border border-border border-dashed p-4 text-muted-foreground text-sm">
        <Coins aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('settings:credits.ledgerSoon')}
      </p>
    </SettingsPanel>
  );
}
