import { CircleAlert, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import { LogoMark } from '~/components/layout/logo';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { appTitle } from '~/features/app-shell/app-meta';
import { resolveCheckoutIntent } from '~/features/billing';
import { ApiError } from '~/lib/api';
import { readSession } from '~/lib/auth/session';
import { AppI18nProvider, loadAppI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { saveRedirectPath } from '~/lib/redirect-path';
import type { Route } from './+types/checkout';

export const meta = () => appTitle('subscription:checkout.title');

/**
 * The pricing page's buttons lead here. A visitor without an account signs up first and comes back
 * (the attempted page is remembered like any protected page's); a signed-in user goes on to pay.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const state = await readSession();
  if (state.status === 'unknown') throw state.error;
  if (state.status === 'signed-out') {
    saveRedirectPath(`${url.pathname}${url.search}`);
    throw redirect('/auth/signup');
  }
  if (!state.session.user.emailVerified) {
    throw redirect(`/auth/verify-email?email=${encodeURIComponent(state.session.user.email)}`);
  }
  await loadAppI18n('billing');
  return null;
}

export default function Checkout() {
  return (
    <AppI18nProvider area="billing">
      <Page />
    </AppI18nProvider>
  );
}

function Page() {
  const { t } = useT();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one checkout per attempt
  useEffect(() => {
    let cancelled = false;
    setError(null);
    resolveCheckoutIntent(new URLSearchParams(window.location.search))
      .then((next) => {
        if (cancelled) return;
        if (!next) navigate('/app/settings?section=subscription', { replace: true });
        else if ('path' in next) navigate(next.path, { replace: true });
        else window.location.assign(next.url);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        setError(
          failure instanceof ApiError && failure.status > 0
            ? failure.message
            : t('subscription:checkout.failed'),
        );
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  return (
    <main className="grid min-h-dvh place-items-center bg-background px-4">
      <div className="flex max-w-sm flex-col items-center gap-5 text-center">
        <LogoMark className="size-10" />
        {error ? (
          <div role="alert" className="flex flex-col items-center gap-4" data-testid="checkout-error">
            <p className="flex items-start gap-2 text-destructive text-sm">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {error}
            </p>
            <div className="flex gap-2">
              <Button onClick={() => setAttempt((value) => value + 1)}>
                {t('subscription:checkout.retry')}
              </Button>
              <Link to="/app" className={buttonVariants({ variant: 'outline' })}>
                {t('subscription:checkout.back')}
              </Link>
            </div>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            {t('subscription:checkout.redirecting')}
          </p>
        )}
      </div>
    </main>
  );
}
