import { forgotPasswordSchema } from '@brandloom/shared/auth-schemas';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormField } from '~/components/form/form-field';
import { AuthCard } from '~/components/layout/auth-card';
import { Button } from '~/components/ui/button';
import { authTitle } from '~/features/auth/auth-meta';
import { useResendCountdown } from '~/features/auth/verification-countdown';
import { authClient } from '~/lib/auth/auth-client';
import { authErrorMessage } from '~/lib/auth/auth-errors';
import { appI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { useSchemaForm } from '~/lib/use-schema-form';

export const meta = () => authTitle('auth:verifyEmail.title');

export default function VerifyEmail() {
  const { t } = useT();
  const i18n = appI18n();
  const [params, setParams] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const unverified = params.get('reason') === 'unverified';
  const [remaining, restart] = useResendCountdown(email, !unverified);
  const [sending, setSending] = useState(false);

  const send = async (address: string): Promise<boolean> => {
    setSending(true);
    try {
      const { error } = await authClient.sendVerificationEmail({
        email: address,
        callbackURL: '/auth/post-verification',
      });
      if (error) {
        toast({
          title: t('auth:verifyEmail.resendFailed'),
          description: authErrorMessage(i18n, error),
          variant: 'destructive',
        });
        return false;
      }
      toast({
        title: t('auth:verifyEmail.resent'),
        description: t('auth:verifyEmail.resentBody', { email: address }),
      });
      return true;
    } finally {
      setSending(false);
    }
  };

  const resend = async () => {
    if (await send(email)) restart();
  };

  return (
    <AuthCard
      icon={<MailCheck aria-hidden className="size-5" />}
      title={unverified ? t('auth:verifyEmail.unverifiedTitle') : t('auth:verifyEmail.title')}
      description={
        email ? (
          <p data-testid="verify-email-message">
            {unverified
              ? t('auth:verifyEmail.unverified', { email })
              : t('auth:verifyEmail.sentTo', { email })}
          </p>
        ) : (
          <p>{t('auth:verifyEmail.sentGeneric')}</p>
        )
      }
      footer={
        <Link to="/auth/login" className="font-medium text-foreground underline-offset-4 hover:underline">
          {t('auth:verifyEmail.backToLogin')}
        </Link>
      }
    >
      <p className="text-muted-foreground text-sm">{t('auth:verifyEmail.hint')}</p>
      {email ? (
        <Button
          variant="outline"
          size="lg"
          className="mt-5 w-full tabular-nums"
          disabled={remaining > 0 || sending}
          onClick={resend}
          data-testid="resend-verification"
        >
          {sending
            ? t('auth:verifyEmail.resending')
            : remaining > 0
              ? t('auth:verifyEmail.resendIn', { seconds: remaining })
              : t('auth:verifyEmail.resend')}
        </Button>
      ) : (
        <AskForEmail
          sending={sending}
          onSend={async (address) => {
            if (await send(address)) setParams({ email: address }, { replace: true });
          }}
        />
      )}
    </AuthCard>
  );
}

/** Without ?email= (an old bookmark, a typed address) the page asks where to send the link. */
function AskForEmail({ sending, onSend }: { sending: boolean; onSend: (email: string) => Promise<void> }) {
  const { t } = useT();
  const { form, fieldError } = useSchemaForm(forgotPasswordSchema, { email: '' });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSend(values.email))}
      className="mt-5 flex flex-col gap-4"
    >
      <FormField
        label={t('auth:verifyEmail.emailLabel')}
        type="email"
        autoComplete="email"
        error={fieldError('email')}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending ? t('auth:verifyEmail.resending') : t('auth:verifyEmail.resend')}
      </Button>
    </form>
  );
}
