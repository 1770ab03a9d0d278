import { backupCodeSchema, totpCodeSchema } from '@brandloom/shared/two-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '~/components/form/form-alert';
import { FormField } from '~/components/form/form-field';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';

interface CodeFormProps {
  /** A 6-digit code from the authenticator app, or one of the backup codes. */
  kind: 'totp' | 'backup';
  submitLabel: string;
  busyLabel: string;
  /** Resolves when accepted; a thrown error's message is shown in the form. */
  onVerify: (code: string) => Promise<void>;
  /** Below the button (e.g. the switch to a backup code). */
  footer?: ReactNode;
  testId?: string;
}

/** One code field: digits only for the app's code (autofilled from SMS-style suggestions too). */
export function CodeForm({ kind, submitLabel, busyLabel, onVerify, footer, testId }: CodeFormProps) {
  const { t } = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({
    resolver: zodResolver(kind === 'totp' ? totpCodeSchema : backupCodeSchema),
    defaultValues: { code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // The field is what the user came for: focused on arrival (and after switching to a backup code,
  // which mounts a new form).
  useEffect(() => {
    setFocus('code');
  }, [setFocus]);

  const submit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await onVerify(code);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t('errors:INTERNAL'));
      setFocus('code', { shouldSelect: true });
    }
  });

  const fieldError = errors.code?.message;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid={testId}>
      <FormField
        label={kind === 'totp' ? t('twoFactor:fields.code') : t('twoFactor:fields.backupCode')}
        autoComplete="one-time-code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={kind === 'totp' ? '123456' : 'xxxxx-xxxxx'}
        maxLength={kind === 'totp' ? 7 : 24}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.3em] [&_input]:placeholder:tracking-[0.3em]"
        error={fieldError ? t(`twoFactor:${fieldError}`) : undefined}
        {...register('code')}
      />
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
      {footer}
    </form>
  );
}
