import { Coins } from 'lucide-react';
import { UpgradeDialog } from '~/components/upgrade/upgrade-dialog';
import { useT } from '~/lib/i18n-context';

/** Spec §8: not enough credits; the way out is a bigger plan or the next refill. */
export function OutOfCreditsDialog({
  message,
  upgradeTo,
  onClose,
}: {
  /** The server's (translated) out-of-credits message; null keeps the dialog closed. */
  message: string | null;
  /** Where Upgrade leads: the next bigger allowance, or the credit packs. */
  upgradeTo: string;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <UpgradeDialog
      open={message !== null}
      onClose={onClose}
      icon={Coins}
      iconClassName="bg-amber-500/15 text-amber-600 dark:text-amber-400"
      title={t('create:outOfCredits.title')}
      description={message}
      closeLabel={t('create:outOfCredits.close')}
      upgradeLabel={t('create:outOfCredits.upgrade')}
      upgradeTo={upgradeTo}
      testId="out-of-credits"
    />
  );
}
