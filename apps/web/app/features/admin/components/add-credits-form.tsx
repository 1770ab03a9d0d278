import { Coins, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { ApiError, apiFetch } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';

const inputClass =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm shadow-xs outline-none placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25';

/** Spec §6: an admin credits a user, found by e-mail address or id, with a number of credits. */
export function AddCreditsForm({ onAdded }: { onAdded?: () => void }) {
  const { t } = useT();
  const id = useId();
  const [user, setUser] = useState('');
  const [credits, setCredits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(credits);
    if (!user.trim() || !Number.isInteger(amount) || amount < 1) {
      setError(t('admin:credits.invalid'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const answer = await apiFetch<{ credits: { balance: number } }>('/api/admin/credits', {
        method: 'POST',
        json: { user: user.trim(), credits: amount },
      });
      toast({
        title: t('admin:credits.added', { count: amount, user: user.trim() }),
        description: t('admin:credits.balance', { count: answer.credits.balance }),
      });
      setUser('');
      setCredits('');
      onAdded?.();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('admin:credits.failed'));
    } finally {
      setSaving(false);
    }
  };

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
            value={user}
            onChange={(event) => setUser(event.target.value)}
            autoComplete="off"
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
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
            value={credits}
            onChange={(event) => setCredits(event.target.value)}
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
