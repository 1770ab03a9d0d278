import { changeEmailSchema } from '@brandloom/shared/profile-settings';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormAlert } from '~/components/form/form-alert';
import { FormField } from '~/components/form/form-field';
import { Button } from '~/components/ui/button';
import type { Profile } from '~/features/profile';
import { authClient } from '~/lib/auth/auth-client';
import { authErrorMessage } from '~/lib/auth/auth-errors';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { useSchemaForm } from '~/lib/use-schema-form';

// better-auth keeps the pending address only inside the e-mailed link, so the page remembers it
// to show the pending state until the link is followed (or the user dismisses it).
const pendingKey = (userId: string) => `brandloom-pending-email:${userId}`;

function readPending(userId: string): string | null {
  try {
    return localStorage.getItem(pendingKey(userId));
  } catch {
    return null;
  }
}

function writePending(userId: string, email: string | null): void {
  try {
    if (email) localStorage.setItem(pendingKey(userId), email);
    else localStorage.removeItem(pendingKey(userId));
  } catch {
    // Private mode without storage: the pending note lasts until the page is left.
  }
}

/** E-mail change: a link goes to the new address, which replaces the old one once it is followed. */
export function EmailForm({ profile }: { profile: Profile }) {
  const { t } = useT();
  const userId = profile.user.id;
  const [pending, setPending] = useState<string | null>(null);
  const { form, i18n, formError, setFormError, fieldError } = useSchemaForm(changeEmailSchema, {
    newEmail: '',
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  useEffect(() => {
    const saved = readPending(userId);
    if (saved && saved === profile.user.email) {
      // The link was followed: the change is done.
      writePending(userId, null);
      toast({ title: t('settings:account.emailChanged') });
      setPending(null);
    } else {
      setPending(saved);
    }
  }, [userId, profile.user.email, t]);

  const onSubmit = handleSubmit(async ({ newEmail }) => {
    setFormError(null);
    const address = newEmail.trim().toLowerCase();
    if (address === profile.user.email.toLowerCase()) {
      setError('newEmail', { message: t('settings:account.emailSame') });
      return;
    }
    const { error } = await authClient.changeEmail({
      newEmail: address,
      callbackURL: '/app/settings?section=account',
    });
    if (error) {
      setFormError(authErrorMessage(i18n, error));
      return;
    }
    writePending(userId, address);
    setPending(address);
    reset({ newEmail: '' });
    toast({
      title: t('settings:account.emailSent'),
      description: t('settings:account.emailPending', { email: address }),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="settings-email-form">
      <p className="text-sm">{t('settings:account.currentEmail', { email: profile.user.email })}</p>
      {pending && (
        <div
          role="status"
          data-testid="settings-email-pending"
          className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/10 px-3 py-2.5 text-sm"
        >
          <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span className="flex-1">{t('settings:account.emailPending', { email: pending })}</span>
          <button
            type="button"
            className="rounded font-medium text-muted-foreground text-xs underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => {
              writePending(userId, null);
              setPending(null);
            }}
          >
            {t('settings:account.emailPendingDismiss')}
          </button>
        </div>
      )}
      <FormField
        label={t('settings:account.newEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth:fields.emailPlaceholder')}
        error={fieldError('newEmail')}
        {...register('newEmail')}
      />
      <FormAlert>{formError}</FormAlert>
      <div>
        <Button type="submit" variant="outline" disabled={isSubmitting}>
          {isSubmitting ? t('settings:account.sending') : t('settings:account.sendLink')}
        </Button>
      </div>
    </form>
  );
}
