import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * The one way a form shows what the server refused: each message of `ApiError.fields` goes on the
 * form's field of that name (react-hook-form shows it there, focused); answers whether any did, so
 * the caller words the rest once for the whole form.
 */
export function showFieldErrors<Values extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<Values>, 'setError' | 'getValues'>,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const values = form.getValues();
  let shown = false;
  for (const [field, messages] of Object.entries(error.fields)) {
    const [message] = messages;
    if (!message || !(field in values)) continue;
    form.setError(field as Path<Values>, { message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
