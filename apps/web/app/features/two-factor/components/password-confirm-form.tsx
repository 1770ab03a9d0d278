import { type ConfirmPasswordForm, confirmPasswordSchema } from '@brandloom/shared/two-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '~/components/form/form-alert';
import { FormField } from '~/components/form/form-field';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';

interface PasswordConfirmFormProps {
  submitLabel: string;
  busyLabel?: string;
  /** Resolves when done; a thrown error's message is shown in the form. */
  onConfirm: (password: string) => Promise<void>;
  onCancel?: () => void;
  destructive?: boolean;
  testId?: string;
}

/** "Current password" and a button: every change to the second factor asks for it (plugin rule). */
export function PasswordConfirmForm({
  submitLabel,
  busyLabel,
  onConfirm,
  onCancel,
  destructive = false,
  testId,
}: PasswordConfirmFormProps) {
  const { t } = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmPasswordForm>({
    resolver: zodResolver(confirmPasswordSchema),
    defaultValues: { password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await onConfirm(password);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t('errors:INTERNAL'));
    }
  });

  const fieldError = errors.password?.message;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid={testId}>
      <FormField
        label={t('twoFactor:fields.password')}
        type="password"
        autoComplete="current-password"
        error={fieldError ? t(`twoFactor:${fieldError}`) : undefined}
        {...register('password')}
      />
      <FormAlert>{formError}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {t('twoFactor:enrol.cancel')}
          </Button>
        )}
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={isSubmitting}>
          {isSubmitting && busyLabel ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
