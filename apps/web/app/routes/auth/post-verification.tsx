import { BadgeCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, redirect, useLoaderData, useNavigate } from 'react-router';
import { AuthCard } from '~/components/layout/auth-card';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { authTitle } from '~/features/auth/auth-meta';
import { readSession } from '~/lib/auth/session';
import { useT } from '~/lib/i18n-context';
import { takeRedirectPath } from '~/lib/redirect-path';
import type { Route } from './+types/post-verification';

export const meta = () => authTitle('auth:postVerification.title');

/** How long the confirmation stays on screen before the app opens by itself. */
const continueDelayMs = 1500;

/** The verification link lands here: with ?error= when it failed, else (usually) signed in. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const error = new URL(request.url).searchParams.get('error');
  if (error) throw redirect(`/auth/auth-error?error=${encodeURIComponent(error)}`);
  const state = await readSession();
  return { signedIn: state.status === 'signed-in' && state.session.user.emailVerified };
}

export default function PostVerification() {
  const { t } = useT();
  const { signedIn } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const goOn = () => navigate(takeRedirectPath('/app'), { replace: true });

  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setTimeout(
      () => navigate(takeRedirectPath('/app'), { replace: true }),
      continueDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [signedIn, navigate]);

  return (
    <AuthCard
      icon={<BadgeCheck aria-hidden className="size-5" />}
      title={t('auth:postVerification.title')}
      description={
        <p role="status">
          {signedIn ? t('auth:postVerification.body') : t('auth:postVerification.signInBody')}
        </p>
      }
    >
      {signedIn ? (
        <Button size="lg" className="w-full" onClick={goOn}>
          {t('auth:postVerification.continue')}
        </Button>
      ) : (
        <Link to="/auth/login" className={`${buttonVariants({ size: 'lg' })} w-full`}>
          {t('auth:postVerification.signIn')}
        </Link>
      )}
    </AuthCard>
  );
}
