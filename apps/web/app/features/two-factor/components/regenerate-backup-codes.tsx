import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { appI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { twoFactorApi } from '../api/two-factor-api';
import { BackupCodes } from './backup-codes';
import { PasswordConfirmForm } from './password-confirm-form';

/** A new set of backup codes (the old ones stop working), after the password. */
export function RegenerateBackupCodes({ email }: { email: string }) {
  const { t } = useT();
  const i18n = appI18n();
  const [state, setState] = useState<
    { step: 'idle' } | { step: 'password' } | { step: 'done'; codes: string[] }
  >({ step: 'idle' });

  if (state.step === 'done') {
    return (
      <div className="flex flex-col gap-4" data-testid="regenerated-codes">
        <BackupCodes codes={state.codes} email={email} />
        <div className="flex justify-end">
          <Button type="button" onClick={() => setState({ step: 'idle' })}>
            {t('twoFactor:backup.done')}
          </Button>
        </div>
      </div>
    );
  }
  if (state.step === 'password') {
    return (
      <div className="sm:max-w-sm">
        <PasswordConfirmForm
          testId="regenerate-form"
          submitLabel={t('twoFactor:backup.regenerateSubmit')}
          onCancel={() => setState({ step: 'idle' })}
          onConfirm={async (password) => {
            const codes = await twoFactorApi(i18n).regenerateBackupCodes(password);
            toast({
              title: t('twoFactor:backup.regenerated'),
              description: t('twoFactor:backup.regeneratedBody'),
            });
            setState({ step: 'done', codes });
          }}
        />
      </div>
    );
  }
  return (
    <Button
      type="button"
      variant="outline"
      className="self-start"
      onClick={() => setState({ step: 'password' })}
    >
      <RefreshCw aria-hidden className="size-4" />
      {t('twoFactor:backup.regenerate')}
    </Button>
  );
}
