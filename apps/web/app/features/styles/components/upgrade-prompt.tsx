import { planNames, planNeededFor } from '@brandloom/shared/plans';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button-variants';
import { useUpgradeHref } from '~/features/billing';
import { useT } from '~/lib/i18n-context';

/** What the Free plan sees instead of the custom styles editor (spec §6), with the plan that unlocks it. */
export function UpgradePrompt() {
  const { t } = useT();
  const upgradeTo = useUpgradeHref({ kind: 'customStyles' });
  return (
    <div
      data-testid="styles-upgrade"
      className="flex flex-col items-start gap-4 rounded-2xl border border-primary/25 bg-gradient-to-br from-primary/10 via-card to-card p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary">
        <Sparkles aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">{t('styles:upgrade.title')}</h3>
        <p className="mt-1 text-muted-foreground text-sm leading-relaxed">
          {t('styles:upgrade.description', { plan: planNames[planNeededFor('customStyles')] })}
        </p>
      </div>
      <Link to={upgradeTo} className={buttonVariants()}>
        {t('styles:upgrade.action')}
      </Link>
    </div>
  );
}
