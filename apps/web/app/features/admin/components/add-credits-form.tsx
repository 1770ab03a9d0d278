import { zodResolver } from '@hookform/resolvers/zod';
import { Coins, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { ApiError, showFieldErrors } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { useAddCredits } from '../admin-queries';

// What POST /api/admin/credits accepts.
const giftSchema = z.object({
  user: z.string().trim().min(1).max(320),
  credits: z.coerce.number<string>().int().min(1).max(100_000),
});

const inputClass =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm shadow-xs outline-none placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25';

/** Spec §6: an admin credits a user, found by e-mail address or id, with a number of credits. */
export function AddCreditsForm() {
  const { t } = useT();
  const id = useId();
  const form = useForm({
    resolver: zodResolver(giftSchema),
    defaultValues: { user: '', credits: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, reset } = form;
  const addCredits = useAddCredits();
  const [formError, setFormError] = useState<string | null>(null);
  const saving = formState.isSubmitting;
  // One line for the whole form: both fields say what is wrong the same way.
  const error = formError ?? formState.errors.user?.message ?? formState.errors.credits?.message ?? null;

  const submit = handleSubmit(
    async (gift) => {
      setFormError(null);
      try {
        const answer = await addCredits.mutateAsync(gift);
        toast({
          title: t('admin:credits.added', { count: gift.credits, user: gift.user }),
          description: t('admin:credits.balance', { count: answer.credits.balance }),
        });
        reset();
      } catch (caught) {
        if (!showFieldErrors(caught, form))
          setFormError(caught instanceof ApiError ? caught.message : t('admin:credits.failed'));
      }
    },
    () => setFormError(t('admin:credits.invalid')),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-border bg-card p-4 sm:p-5"
      data-testid="admin-add-credits"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <Coins aria-hidden className="size-4 text-primary" />
        {t('admin:credits.title')}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">{t('admin:credits.description')}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-user`} className="font-medium text-sm">
            {t('admin:credits.user')}
          </label>
          <input
            id={`${id}-user`}
            className={`${inputClass} mt-1.5`}
            autoComplete="off"
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register('user')}
          />
        </div>
        <div>
          <label htmlFor={`${id}-credits`} className="font-medium text-sm">
            {t('admin:credits.amount')}
          </label>
          <input
            id={`${id}-credits`}
            className={`${inputClass} mt-1.5`}
            type="number"
            min={1}
            max={100000}
            step={1}
            inputMode="numeric"
            aria-invalid={formState.errors.credits ? true : undefined}
            {...register('credits')}
          />
        </div>
        <Button type="submit" disabled={saving} className="h-10">
          {saving && <Loader2 aria-hidden className="size-4 animate-spin" />}
          {t('admin:credits.submit')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-3 text-destructive text-sm">
          {error}
        </p>
      )}
    </form>
  );
}
