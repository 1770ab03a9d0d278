import { ChevronRight, Loader2, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { appTitle } from '~/features/app-shell/app-meta';
import { DisableDialog } from '~/features/two-factor/components/disable-dialog';
import { EnrolFlow } from '~/features/two-factor/components/enrol-flow';
import { RegenerateBackupCodes } from '~/features/two-factor/components/regenerate-backup-codes';
import { useTwoFactorStatus } from '~/features/two-factor/hooks/use-two-factor-status';
import { useT } from '~/lib/i18n-context';

export const meta = () => appTitle('twoFactor:title');

/** /app/settings/two-factor: status, enrolment, backup codes and removal of the TOTP factor. */
export default function TwoFactorSettings() {
  const { t } = useT();
  const { status, reload, setEnabled } = useTwoFactorStatus();
  // Enrolling stays open after the factor turns on, until the user has seen the backup codes.
  const [enrolling, setEnrolling] = useState(false);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8 sm:py-12">
      <nav aria-label={t('twoFactor:settings')} className="mb-4 text-muted-foreground text-sm">
        <ol className="flex items-center gap-1.5">
          <li>
            <Link to="/app/settings" className="underline-offset-4 hover:text-foreground hover:underline">
              {t('twoFactor:settings')}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-3.5" />
          </li>
          <li aria-current="page" className="text-foreground">
            {t('twoFactor:title')}
          </li>
        </ol>
      </nav>
      <h1 className="font-semibold text-3xl tracking-tight">{t('twoFactor:title')}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t('twoFactor:subtitle')}</p>

      <section
        aria-live="polite"
        aria-busy={status.state === 'loading'}
        className="mt-8 rounded-2xl border border-border bg-card p-5 shadow-black/5 shadow-sm sm:p-6"
        data-testid="two-factor-card"
      >
        {status.state === 'loading' && (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            {t('twoFactor:loading')}
          </p>
        )}
        {status.state === 'error' && (
          <div className="flex flex-col items-start gap-3">
            <p role="alert" className="text-destructive text-sm">
              {t('twoFactor:loadFailed')}
            </p>
            <Button variant="outline" onClick={() => void reload()}>
              {t('twoFactor:retry')}
            </Button>
          </div>
        )}
        {status.state === 'ready' && (
          <>
            <div className="flex items-start gap-4">
              <div
                className={`grid size-11 shrink-0 place-items-center rounded-xl ${
                  status.enabled
                    ? 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-400'
                    : 'bg-muted text-muted-foreground'
                }`}
              >
                {status.enabled ? (
                  <ShieldCheck aria-hidden className="size-5" />
                ) : (
                  <ShieldAlert aria-hidden className="size-5" />
                )}
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-semibold text-lg">{t('twoFactor:title')}</h2>
                  <span
                    data-testid="two-factor-status"
                    data-enabled={status.enabled}
                    className={`rounded-full px-2.5 py-0.5 font-medium text-xs ${
                      status.enabled
                        ? 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-400'
                        : 'bg-muted text-muted-foreground'
                    }`}
                  >
                    {status.enabled ? t('twoFactor:status.on') : t('twoFactor:status.off')}
                  </span>
                </div>
                <p className="mt-1 text-muted-foreground text-sm">
                  {status.enabled ? t('twoFactor:status.onBody') : t('twoFactor:status.offBody')}
                </p>
              </div>
            </div>

            <div className="mt-6 border-border border-t pt-6">
              {enrolling ? (
                <EnrolFlow
                  email={status.email}
                  onCancel={() => setEnrolling(false)}
                  onEnabled={() => setEnabled(true)}
                  onFinished={() => setEnrolling(false)}
                />
              ) : status.enabled ? (
                <div className="flex flex-col gap-6">
                  <div className="flex flex-col gap-3">
                    <h3 className="font-semibold text-base">{t('twoFactor:backup.title')}</h3>
                    <p className="text-muted-foreground text-sm">{t('twoFactor:backup.regenerateBody')}</p>
                    <RegenerateBackupCodes email={status.email} />
                  </div>
                  <div className="flex flex-col gap-3 border-border border-t pt-6">
                    <h3 className="font-semibold text-base">{t('twoFactor:disable.title')}</h3>
                    <p className="text-muted-foreground text-sm">{t('twoFactor:disable.body')}</p>
                    <div>
                      <DisableDialog onDisabled={() => setEnabled(false)} />
                    </div>
                  </div>
                </div>
              ) : (
                <Button onClick={() => setEnrolling(true)} data-testid="enable-2fa">
                  <ShieldCheck aria-hidden className="size-4" />
                  {t('twoFactor:enrol.start')}
                </Button>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
