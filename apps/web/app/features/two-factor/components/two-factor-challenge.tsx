import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { AuthCard } from '~/components/layout/auth-card';
import { ApiError } from '~/lib/api';
import { appI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { twoFactorApi } from '../api/two-factor-api';
import { CodeForm } from './code-form';

/** Codes after which this sign-in attempt is over and the password must be entered again. */
const restartCodes = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

interface TwoFactorChallengeProps {
  /** The second step passed: a session exists now. */
  onSignedIn: () => void;
  /** Back to e-mail and password, with a message when the attempt ended on the server. */
  onRestart: (message?: string) => void;
}

/** The sign-in's second step (spec §4: aal1 → aal2): a code from the app or a backup code. */
export function TwoFactorChallenge({ onSignedIn, onRestart }: TwoFactorChallengeProps) {
  const { t } = useT();
  const i18n = appI18n();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const api = twoFactorApi(i18n);

  const verify = async (code: string) => {
    try {
      await (kind === 'totp' ? api.verifyTotp(code) : api.verifyBackupCode(code));
    } catch (error) {
      if (error instanceof ApiError && restartCodes.has(error.code)) {
        onRestart(error.message);
        return;
      }
      throw error;
    }
    onSignedIn();
  };

  const switchClass =
    'inline-flex items-center justify-center gap-2 rounded-md px-2 py-1.5 text-muted-foreground text-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring';
  return (
    <AuthCard
      icon={<ShieldCheck aria-hidden className="size-5" />}
      title={t('twoFactor:challenge.title')}
      description={kind === 'totp' ? t('twoFactor:challenge.body') : t('twoFactor:challenge.backupBody')}
      footer={
        <button type="button" className={switchClass} onClick={() => onRestart()}>
          {t('twoFactor:challenge.back')}
        </button>
      }
    >
      <CodeForm
        key={kind}
        kind={kind}
        testId="two-factor-form"
        submitLabel={t('twoFactor:challenge.submit')}
        busyLabel={t('twoFactor:challenge.submitting')}
        onVerify={verify}
        footer={
          <button
            type="button"
            className={switchClass}
            onClick={() => setKind(kind === 'totp' ? 'backup' : 'totp')}
            data-testid="two-factor-switch"
          >
            <KeyRound aria-hidden className="size-4" />
            {kind === 'totp' ? t('twoFactor:challenge.useBackup') : t('twoFactor:challenge.useApp')}
          </button>
        }
      />
    </AuthCard>
  );
}
