import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { validationMessage } from '~/lib/auth/auth-errors';
import { appI18n } from '~/lib/i18n/app-i18n';

/**
 * react-hook-form with a shared zod schema, errors translated from the schema's message keys,
 * plus one form-wide error for what the server answers.
 */
export function useSchemaForm<T extends FieldValues>(schema: z.ZodType<T>, defaultValues: DefaultValues<T>) {
  const i18n = appI18n();
  const form = useForm<T>({
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    defaultValues,
    // Errors appear on submit, then follow each change. Not on blur: a message appearing as a field
    // loses focus shifts the layout under the pointer, and the press on "submit" can miss it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const fieldError = (name: keyof T & string): string | undefined =>
    validationMessage(i18n, form.formState.errors[name]?.message as string | undefined);
  return { form, i18n, formError, setFormError, fieldError };
}
