import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { copyText } from '~/lib/copy-text';
import { appI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { type Enrolment, twoFactorApi } from '../api/two-factor-api';
import { BackupCodes } from './backup-codes';
import { CodeForm } from './code-form';
import { PasswordConfirmForm } from './password-confirm-form';
import { QrCode } from './qr-code';
import { StepHeading } from './step-heading';

type Step = 'password' | 'scan' | 'verify' | 'backup';
const steps: Step[] = ['password', 'scan', 'verify', 'backup'];

/** The base32 key inside the otpauth URI, for typing into an app by hand. */
function setupKey(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret') ?? '';
}

/** Groups of four, as authenticator apps print keys: easier to read and type. */
function grouped(key: string): string {
  return key.replace(/(.{4})(?=.)/g, '$1 ');
}

interface EnrolFlowProps {
  email: string;
  onCancel: () => void;
  /** The code was confirmed: two-factor is on (the backup codes are still on screen). */
  onEnabled: () => void;
  /** The user has seen and saved the backup codes. */
  onFinished: () => void;
}

/**
 * Password → QR code and key → a code from the app (turns two-factor on) → backup codes. The codes
 * come with the first answer; they are shown last, once the factor works.
 */
export function EnrolFlow({ email, onCancel, onEnabled, onFinished }: EnrolFlowProps) {
  const { t } = useT();
  const i18n = appI18n();
  const api = twoFactorApi(i18n);
  const [step, setStep] = useState<Step>('password');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [keyCopied, setKeyCopied] = useState(false);
  const index = steps.indexOf(step) + 1;
  const heading = (title: string) => (
    <StepHeading
      key={step}
      progress={t('twoFactor:steps.progress', { step: index, total: steps.length })}
      title={title}
    />
  );

  if (step === 'password' || !enrolment) {
    return (
      <div className="flex flex-col gap-4" data-testid="enrol-password">
        {heading(t('twoFactor:steps.password'))}
        <p className="text-muted-foreground text-sm">{t('twoFactor:enrol.passwordBody')}</p>
        <PasswordConfirmForm
          submitLabel={t('twoFactor:enrol.continue')}
          onCancel={onCancel}
          onConfirm={async (password) => {
            setEnrolment(await api.startEnrolment(password));
            setStep('scan');
          }}
        />
      </div>
    );
  }

  const key = setupKey(enrolment.totpURI);
  const copyKey = async () => {
    if (await copyText(key)) {
      setKeyCopied(true);
      toast({ title: t('twoFactor:enrol.keyCopied') });
    }
  };

  if (step === 'scan') {
    return (
      <div className="flex flex-col gap-4" data-testid="enrol-scan">
        {heading(t('twoFactor:steps.scan'))}
        <p className="text-muted-foreground text-sm">{t('twoFactor:enrol.scanBody')}</p>
        <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
          <QrCode
            value={enrolment.totpURI}
            label={t('twoFactor:enrol.qrLabel')}
            loadingLabel={t('twoFactor:enrol.qrLoading')}
          />
          <div className="flex w-full min-w-0 flex-col gap-2">
            <p className="text-sm">{t('twoFactor:enrol.manual')}</p>
            <code
              data-testid="totp-secret"
              className="block select-all rounded-lg border border-border bg-muted/50 px-3 py-2.5 font-mono text-sm tracking-wider"
            >
              {grouped(key)}
            </code>
            <Button type="button" variant="outline" size="sm" className="self-start" onClick={copyKey}>
              {keyCopied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
              {t('twoFactor:enrol.copyKey')}
            </Button>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('twoFactor:enrol.cancel')}
          </Button>
          <Button type="button" onClick={() => setStep('verify')}>
            {t('twoFactor:enrol.next')}
          </Button>
        </div>
      </div>
    );
  }

  if (step === 'verify') {
    return (
      <div className="flex flex-col gap-4" data-testid="enrol-verify">
        {heading(t('twoFactor:steps.verify'))}
        <p className="text-muted-foreground text-sm">{t('twoFactor:enrol.verifyBody')}</p>
        <div className="sm:max-w-xs">
          <CodeForm
            kind="totp"
            submitLabel={t('twoFactor:enrol.verify')}
            busyLabel={t('twoFactor:enrol.verifying')}
            onVerify={async (code) => {
              await api.verifyTotp(code);
              toast({ title: t('twoFactor:enrol.enabled'), description: t('twoFactor:enrol.enabledBody') });
              onEnabled();
              setStep('backup');
            }}
            footer={
              <Button type="button" variant="ghost" onClick={() => setStep('scan')}>
                {t('twoFactor:enrol.back')}
              </Button>
            }
          />
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-testid="enrol-backup">
      {heading(t('twoFactor:steps.backup'))}
      <BackupCodes codes={enrolment.backupCodes} email={email} />
      <div className="flex justify-end">
        <Button type="button" onClick={onFinished}>
          {t('twoFactor:backup.done')}
        </Button>
      </div>
    </div>
  );
}
