import { forgotPasswordSchema, resetPasswordSchema } from '@brandloom/shared/auth-schemas';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '~/components/form/form-alert';
import { FormField } from '~/components/form/form-field';
import { AuthCard } from '~/components/layout/auth-card';
import { Button } from '~/components/ui/button';
import { authTitle } from '~/features/auth/auth-meta';
import { authClient } from '~/lib/auth/auth-client';
import { authErrorMessage } from '~/lib/auth/auth-errors';
import { readSession } from '~/lib/auth/session';
import { useT } from '~/lib/i18n-context';
import { takeRedirectPath } from '~/lib/redirect-path';
import { toast } from '~/lib/toast';
import { useSchemaForm } from '~/lib/use-schema-form';

export const meta = () => authTitle('auth:forgotPassword.title');

/**
 * Two steps on one address: without ?token= it is "forgot password" (ask for a link), with the
 * token from the e-mailed link it sets the new password and continues signed in. A bad or used
 * link comes back with ?error=INVALID_TOKEN and shows the first step again.
 */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPassword token={token} /> : <ForgotPassword invalidLink={params.has('error')} />;
}

const linkClass = 'font-medium text-foreground underline-offset-4 hover:underline';

function ForgotPassword({ invalidLink }: { invalidLink: boolean }) {
  const { t } = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, i18n, formError, setFormError, fieldError } = useSchemaForm(forgotPasswordSchema, {
    email: '',
  });
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: '/auth/reset-password' });
    // The answer never tells whether the address has an account; only "slow down" and "offline" show.
    if (error && (error.status === 429 || error.status === 0 || error.status === undefined)) {
      setFormError(authErrorMessage(i18n, error));
      return;
    }
    setSentTo(email);
  });

  const footer = (
    <Link to="/auth/login" className={linkClass}>
      {t('auth:forgotPassword.backToLogin')}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard
        icon={<MailCheck aria-hidden className="size-5" />}
        title={t('auth:forgotPassword.sentTitle')}
        description={
          <p role="status" data-testid="reset-sent">
            {t('auth:forgotPassword.sent', { email: sentTo })}
          </p>
        }
        footer={footer}
      >
        <Button variant="outline" size="lg" className="w-full" onClick={() => setSentTo(null)}>
          {t('auth:forgotPassword.tryAgain')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<KeyRound aria-hidden className="size-5" />}
      title={t('auth:forgotPassword.title')}
      description={t('auth:forgotPassword.subtitle')}
      footer={footer}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="forgot-password-form">
        {invalidLink && <FormAlert>{t('auth:forgotPassword.invalidLink')}</FormAlert>}
        <FormField
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth:fields.emailPlaceholder')}
          error={fieldError('email')}
          {...register('email')}
        />
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth:forgotPassword.submitting') : t('auth:forgotPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

function NewPassword({ token }: { token: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { form, i18n, formError, setFormError, fieldError } = useSchemaForm(resetPasswordSchema, {
    password: '',
    confirmPassword: '',
  });
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error) {
      setFormError(
        error.code === 'INVALID_TOKEN' ? t('auth:forgotPassword.invalidLink') : authErrorMessage(i18n, error),
      );
      return;
    }
    // The server signs the user in with the new password (the e-mailed link proved the address);
    // should it not, the sign-in page says the password changed.
    const state = await readSession();
    if (state.status === 'signed-in') {
      toast({ title: t('auth:resetPassword.done'), description: t('auth:resetPassword.doneBody') });
      navigate(takeRedirectPath('/app'), { replace: true });
    } else {
      navigate('/auth/login?reset=success', { replace: true });
    }
  });

  return (
    <AuthCard
      icon={<KeyRound aria-hidden className="size-5" />}
      title={t('auth:resetPassword.title')}
      description={t('auth:resetPassword.subtitle')}
      footer={
        <Link to="/auth/reset-password" className={linkClass}>
          {t('auth:forgotPassword.title')}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="reset-password-form">
        <FormField
          label={t('auth:fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth:hints.password')}
          error={fieldError('password')}
          {...register('password')}
        />
        <FormField
          label={t('auth:fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError('confirmPassword')}
          {...register('confirmPassword')}
        />
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth:resetPassword.submitting') : t('auth:resetPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
