import { signInSchema } from '@brandloom/shared/auth-schemas';
import { useEffect, useState } from 'react';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '~/components/form/form-alert';
import { FormField } from '~/components/form/form-field';
import { AuthCard } from '~/components/layout/auth-card';
import { Button } from '~/components/ui/button';
import { authTitle } from '~/features/auth/auth-meta';
import { isGoogleSignInOffered } from '~/features/oauth/api/auth-config';
import { GoogleSignInButton } from '~/features/oauth/components/google-sign-in-button';
import { TwoFactorChallenge } from '~/features/two-factor/components/two-factor-challenge';
import { authClient } from '~/lib/auth/auth-client';
import { authErrorMessage, validationMessage } from '~/lib/auth/auth-errors';
import { redirectIfSignedIn } from '~/lib/auth/session';
import { useT } from '~/lib/i18n-context';
import { takeRedirectPath } from '~/lib/redirect-path';
import { toast } from '~/lib/toast';
import { useSchemaForm } from '~/lib/use-schema-form';

export const meta = () => authTitle('auth:login.submit');

export async function clientLoader() {
  const [, google] = await Promise.all([redirectIfSignedIn(), isGoogleSignInOffered()]);
  return { google };
}

export default function Login() {
  const { google } = useLoaderData<typeof clientLoader>();
  const { t } = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // A user with two-factor on gets no session from the password alone: the code step comes next.
  const [codeStep, setCodeStep] = useState(false);
  const { form, i18n, formError, setFormError } = useSchemaForm(signInSchema, {
    email: params.get('email') ?? '',
    password: '',
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  // After a password reset (spec: then sign in) the page says so once.
  useEffect(() => {
    if (params.get('reset') !== 'success') return;
    toast({ title: t('auth:login.passwordChanged'), description: t('auth:login.passwordChangedBody') });
    setParams(
      (next) => {
        next.delete('reset');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams, t]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const { data, error } = await authClient.signIn.email({ email: values.email, password: values.password });
    if (error) {
      if (error.code === 'EMAIL_NOT_VERIFIED') {
        navigate(`/auth/verify-email?email=${encodeURIComponent(values.email)}&reason=unverified`);
        return;
      }
      setFormError(authErrorMessage(i18n, error));
      return;
    }
    if (!data) {
      setFormError(t('authErrors:FAILED_TO_CREATE_SESSION'));
      return;
    }
    if ('twoFactorRedirect' in data && data.twoFactorRedirect) {
      setCodeStep(true);
      return;
    }
    navigate(takeRedirectPath('/app'), { replace: true });
  });

  if (codeStep) {
    return (
      <TwoFactorChallenge
        onSignedIn={() => navigate(takeRedirectPath('/app'), { replace: true })}
        onRestart={(message) => {
          setCodeStep(false);
          form.setValue('password', '');
          setFormError(message ?? null);
        }}
      />
    );
  }

  // Both fields share one message ('Email and password are required'), shown once under the form.
  const requiredMessage = validationMessage(i18n, errors.email?.message ?? errors.password?.message);

  return (
    <AuthCard
      title={t('auth:login.title')}
      description={t('auth:login.subtitle')}
      footer={
        <>
          {t('auth:login.noAccount')}{' '}
          <Link to="/auth/signup" className="font-medium text-foreground underline-offset-4 hover:underline">
            {t('auth:login.signUp')}
          </Link>
        </>
      }
    >
      {google && <GoogleSignInButton flow="signin" onError={setFormError} />}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="login-form">
        <FormField
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth:fields.emailPlaceholder')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={requiredMessage ? 'login-required' : undefined}
          {...register('email')}
        />
        <FormField
          label={t('auth:fields.password')}
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={requiredMessage ? 'login-required' : undefined}
          aside={
            <Link
              to="/auth/reset-password"
              className="text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
            >
              {t('auth:login.forgotPassword')}
            </Link>
          }
          {...register('password')}
        />
        {requiredMessage && (
          <p id="login-required" className="-mt-1 text-destructive text-sm" data-testid="field-error">
            {requiredMessage}
          </p>
        )}
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth:login.submitting') : t('auth:login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
