import { Check, Loader2, LogIn, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '~/components/layout/auth-card';
import { authTitle } from '~/features/auth/auth-meta';
import { type GoogleFlow, googleFailurePath } from '~/features/oauth/api/google-sign-in';
import { readSession } from '~/lib/auth/session';
import { useT } from '~/lib/i18n-context';
import { takeRedirectPath } from '~/lib/redirect-path';

export const meta = () => authTitle('oauth:redirect.title');

/** The spec's progress texts, in order; the last one becomes "redirecting to login" on failure. */
const steps = ['authenticating', 'completing', 'verifyingEmail', 'checking', 'redirectingToApp'] as const;
type Step = (typeof steps)[number];

/** Each step stays readable for at least this long; the whole page takes about a second. */
const stepDwellMs = 250;
const pause = () => new Promise((resolve) => window.setTimeout(resolve, stepDwellMs));

/**
 * Where Google's answer lands (better-auth's callback has already set the session cookie): confirm
 * the session, check the e-mail is verified, follow the page saved before sign-in, showing each step.
 */
export default function OAuthRedirect() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const flow: GoogleFlow = params.get('flow') === 'signup' ? 'signup' : 'signin';
  const [step, setStep] = useState<Step>('authenticating');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit (React's development double effect would confirm twice).
    if (started.current) return;
    started.current = true;
    const fail = async () => {
      setFailed(true);
      await pause();
      navigate(googleFailurePath(flow), { replace: true });
    };
    void (async () => {
      await pause();
      setStep('completing');
      const [state] = await Promise.all([readSession(), pause()]);
      if (state.status !== 'signed-in') return fail();
      setStep('verifyingEmail');
      await pause();
      const { user } = state.session;
      // Google said the address is not verified: the same page as after an e-mail sign-up.
      if (!user.emailVerified) {
        navigate(`/auth/verify-email?email=${encodeURIComponent(user.email)}`, { replace: true });
        return;
      }
      setStep('checking');
      const target = takeRedirectPath('/app');
      await pause();
      setStep('redirectingToApp');
      await pause();
      navigate(target, { replace: true });
    })();
  }, [flow, navigate]);

  const current = steps.indexOf(step);
  const label = (name: Step) =>
    failed && name === 'redirectingToApp'
      ? t('oauth:redirect.steps.redirectingToLogin')
      : t(`oauth:redirect.steps.${name}`);

  return (
    <AuthCard
      icon={
        failed ? (
          <LogIn aria-hidden className="size-5" />
        ) : (
          <Loader2 aria-hidden className="size-5 animate-spin" />
        )
      }
      title={flow === 'signup' ? t('oauth:redirect.signUpTitle') : t('oauth:redirect.title')}
      description={
        <p role="status" aria-live="polite" data-testid="oauth-progress">
          {failed ? t('oauth:redirect.steps.redirectingToLogin') : label(step)}
        </p>
      }
    >
      <ol
        className="flex flex-col gap-3"
        aria-label={t('oauth:redirect.progress', { step: current + 1, total: steps.length })}
      >
        {steps.map((name, index) => {
          const done = index < current || (!failed && index === current && name === 'redirectingToApp');
          const active = index === current && !done;
          const shown = failed && name === 'redirectingToApp';
          return (
            <li
              key={name}
              className={`flex items-center gap-3 text-sm ${
                done || active || shown ? 'text-foreground' : 'text-muted-foreground/70'
              }`}
              aria-current={active ? 'step' : undefined}
            >
              <span
                aria-hidden
                className={`grid size-6 shrink-0 place-items-center rounded-full border ${
                  done
                    ? 'border-primary bg-primary text-primary-foreground'
                    : active || shown
                      ? failed
                        ? 'border-destructive/40 text-destructive'
                        : 'border-primary/50 text-primary'
                      : 'border-border'
                }`}
              >
                {done ? (
                  <Check className="size-3.5" />
                ) : failed && (active || shown) ? (
                  <X className="size-3.5" />
                ) : active ? (
                  <Loader2 className="size-3.5 animate-spin" />
                ) : null}
              </span>
              {label(name)}
            </li>
          );
        })}
      </ol>
    </AuthCard>
  );
}
