import { type UpgradeReason, upgradeHref } from '@brandloom/shared/upgrades';
import { useLocation } from 'react-router';
import { useProfile } from '~/features/profile';
import { useT } from '~/lib/i18n-context';
import { pricingHref } from '~/lib/language';

/**
 * Where an Upgrade button leads from here: the pricing page in the user's language with the plan
 * that unlocks `reason` picked, and this page as the way back after checkout.
 */
export function useUpgradeHref(reason: UpgradeReason): string {
  const { language } = useT();
  const profile = useProfile().data?.profile;
  const { pathname, search } = useLocation();
  return upgradeHref(
    reason,
    { plan: profile?.plan ?? 'free', tokenAmount: profile?.tokenAmount ?? null },
    { pricingPath: pricingHref(language), returnTo: `${pathname}${search}` },
  );
}
