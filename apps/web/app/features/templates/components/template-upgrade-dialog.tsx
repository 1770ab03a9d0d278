import type { Template } from '@brandloom/shared/templates';
import { Sparkles } from 'lucide-react';
import { UpgradeDialog } from '~/components/upgrade/upgrade-dialog';
import { useUpgradeHref } from '~/features/billing';
import { useT } from '~/lib/i18n-context';
import { templatesPlanName } from './template-card';

/** Spec §6: a premium template on a plan without it; the way on is the upgrade. */
export function TemplateUpgradeDialog({
  template,
  onClose,
}: {
  /** The locked template the user tried to use; null keeps the dialog closed. */
  template: Template | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const upgradeTo = useUpgradeHref({ kind: 'template' });
  return (
    <UpgradeDialog
      open={template !== null}
      onClose={onClose}
      icon={Sparkles}
      iconClassName="bg-primary/15 text-primary"
      title={t('templates:upgrade.title', { plan: templatesPlanName })}
      description={t('templates:upgrade.description', {
        title: template?.title ?? '',
        plan: templatesPlanName,
      })}
      closeLabel={t('templates:upgrade.cancel')}
      upgradeLabel={t('templates:upgrade.action')}
      upgradeTo={upgradeTo}
      testId="template-upgrade"
    />
  );
}
