import { signUpSchema } from '@brandloom/shared/auth-schemas';
import { Trans } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { FormAlert } from '~/components/form/form-alert';
import { FormField } from '~/components/form/form-field';
import { AuthCard } from '~/components/layout/auth-card';
import { Button } from '~/components/ui/button';
import { authTitle } from '~/features/auth/auth-meta';
import { markVerificationSent } from '~/features/auth/verification-countdown';
import { isGoogleSignInOffered } from '~/features/oauth/api/auth-config';
import { GoogleSignInButton } from '~/features/oauth/components/google-sign-in-button';
import { authClient } from '~/lib/auth/auth-client';
import { authErrorMessage } from '~/lib/auth/auth-errors';
import { redirectIfSignedIn } from '~/lib/auth/session';
import { useT } from '~/lib/i18n-context';
import { useSchemaForm } from '~/lib/use-schema-form';

export const meta = () => authTitle('auth:signup.submit');

export async function clientLoader() {
  const [, google] = await Promise.all([redirectIfSignedIn(), isGoogleSignInOffered()]);
  return { google };
}

const usernameCodes = new Set([
  'USERNAME_IS_ALREADY_TAKEN',
  'USERNAME_TOO_SHORT',
  'USERNAME_TOO_LONG',
  'INVALID_USERNAME',
]);

export default function Signup() {
  const { google } = useLoaderData<typeof clientLoader>();
  const { t } = useT();
  const navigate = useNavigate();
  const { form, i18n, formError, setFormError, fieldError } = useSchemaForm(signUpSchema, {
    name: '',
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const { data, error } = await authClient.signUp.email({
      name: values.name,
      username: values.username,
      email: values.email,
      password: values.password,
      callbackURL: '/auth/post-verification',
    });
    if (error) {
      if (error.code && usernameCodes.has(error.code)) {
        setError('username', { message: error.code }, { shouldFocus: true });
        return;
      }
      setFormError(authErrorMessage(i18n, error));
      return;
    }
    if (!data) {
      setFormError(t('authErrors:FAILED_TO_CREATE_USER'));
      return;
    }
    markVerificationSent(values.email);
    navigate(`/auth/verify-email?email=${encodeURIComponent(values.email)}`);
  });

  const linkClass = 'font-medium text-foreground underline-offset-4 hover:underline';
  return (
    <AuthCard
      title={t('auth:signup.title')}
      description={t('auth:signup.subtitle')}
      footer={
        <>
          {t('auth:signup.haveAccount')}{' '}
          <Link to="/auth/login" className={linkClass}>
            {t('auth:signup.signIn')}
          </Link>
        </>
      }
    >
      {google && <GoogleSignInButton flow="signup" onError={setFormError} />}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="signup-form">
        <FormField
          label={t('auth:fields.name')}
          autoComplete="name"
          placeholder={t('auth:fields.namePlaceholder')}
          error={fieldError('name')}
          {...register('name')}
        />
        <FormField
          label={t('auth:fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth:fields.usernamePlaceholder')}
          hint={t('auth:hints.username')}
          error={fieldError('username')}
          {...register('username')}
        />
        <FormField
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth:fields.emailPlaceholder')}
          error={fieldError('email')}
          {...register('email')}
        />
        <FormField
          label={t('auth:fields.password')}
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
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth:signup.submitting') : t('auth:signup.submit')}
        </Button>
        <p className="text-center text-muted-foreground text-xs leading-relaxed">
          <Trans
            i18nKey="auth:signup.terms"
            components={{
              terms: <Link to="/terms" className="underline underline-offset-2 hover:text-foreground" />,
              privacy: <Link to="/privacy" className="underline underline-offset-2 hover:text-foreground" />,
            }}
          />
        </p>
      </form>
    </AuthCard>
  );
}
