import { TriangleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '~/components/layout/auth-card';
import { buttonVariants } from '~/components/ui/button-variants';
import { authTitle } from '~/features/auth/auth-meta';
import { appI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';

export const meta = () => authTitle('auth:authError.title');

/** Codes are shown only when they look like codes: the page never echoes arbitrary text. */
const codePattern = /^[A-Za-z0-9_.-]{1,64}$/;

export default function AuthError() {
  const { t } = useT();
  const i18n = appI18n();
  const [params] = useSearchParams();
  // A failed Google sign-in arrives as ?error=google_signin_failed&error=<provider's reason>: the
  // first names the message, the last is the detail shown as the code.
  const raw = params.get('error') ?? '';
  const detail = params.getAll('error').at(-1) ?? '';
  const code = codePattern.test(raw) ? raw : '';
  const upper = code.toUpperCase();
  const message =
    code && i18n.exists(`oauth:errors.${upper}`)
      ? t(`oauth:errors.${upper}`)
      : code && i18n.exists(`authErrors:${upper}`)
        ? t(`authErrors:${upper}`)
        : code && i18n.exists(`errors:${upper}`)
          ? t(`errors:${upper}`)
          : t('auth:authError.generic');
  const shownCode = codePattern.test(detail) ? detail : code;

  return (
    <AuthCard
      icon={<TriangleAlert aria-hidden className="size-5" />}
      title={t('auth:authError.title')}
      description={
        <p role="alert" data-testid="auth-error-message">
          {message}
        </p>
      }
    >
      {shownCode && (
        <p className="mb-5 font-mono text-muted-foreground text-xs">
          {t('auth:authError.code', { code: shownCode })}
        </p>
      )}
      <Link to="/auth/login" className={`${buttonVariants({ size: 'lg' })} w-full`}>
        {t('auth:authError.backToLogin')}
      </Link>
    </AuthCard>
  );
}
