import { changePasswordSchema } from '@brandloom/shared/profile-settings';
import { useId } from 'react';
import { FormAlert } from '~/components/form/form-alert';
import { FormField } from '~/components/form/form-field';
import { Button } from '~/components/ui/button';
import { authClient } from '~/lib/auth/auth-client';
import { authErrorMessage } from '~/lib/auth/auth-errors';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { useSchemaForm } from '~/lib/use-schema-form';

/** Password change: the current password, a new one twice, and whether to sign out elsewhere. */
export function PasswordForm() {
  const { t } = useT();
  const checkboxId = useId();
  const { form, i18n, formError, setFormError, fieldError } = useSchemaForm(changePasswordSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
    signOutOthers: false,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, signOutOthers }) => {
    setFormError(null);
    const { error } = await authClient.changePassword({
      currentPassword,
      newPassword,
      revokeOtherSessions: signOutOthers,
    });
    if (error) {
      setFormError(authErrorMessage(i18n, error));
      return;
    }
    reset();
    toast({
      title: t('settings:account.passwordChanged'),
      description: t('settings:account.passwordChangedBody'),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="settings-password-form">
      <FormField
        label={t('settings:account.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={fieldError('currentPassword')}
        {...register('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('settings:account.newPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError('newPassword')}
          {...register('newPassword')}
        />
        <FormField
          label={t('settings:account.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError('confirmPassword')}
          {...register('confirmPassword')}
        />
      </div>
      <div className="flex items-center gap-2.5">
        <input
          id={checkboxId}
          type="checkbox"
          className="size-4 rounded border-input accent-[var(--color-primary)]"
          {...register('signOutOthers')}
        />
        <label htmlFor={checkboxId} className="text-sm">
          {t('settings:account.signOutOthers')}
        </label>
      </div>
      <FormAlert>{formError}</FormAlert>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('settings:account.changingPassword') : t('settings:account.changePassword')}
        </Button>
      </div>
    </form>
  );
}
