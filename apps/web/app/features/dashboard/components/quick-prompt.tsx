import { imageCreditCost } from '@brandloom/shared/credits';
import { ArrowUp, Loader2, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { OutOfCreditsDialog } from '~/components/upgrade/out-of-credits-dialog';
import { useUpgradeHref } from '~/features/billing';
import { useQueueCreatives } from '~/features/create';
import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';

/**
 * Starts a generation with the chat's defaults (one square image in low quality, with the user's
 * first brand, as the composer would) and opens the new chat, where its card moves live.
 */
export function QuickPrompt({
  brand,
}: {
  /** The brand the creative is made for; undefined while the brands are still loading. */
  brand: { id: string; name: string } | null | undefined;
}) {
  const { t } = useT();
  const creditsUpgrade = useUpgradeHref({ kind: 'credits' });
  const id = useId();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState('');
  const queueCreatives = useQueueCreatives();
  const sending = queueCreatives.isPending;
  const [outOfCredits, setOutOfCredits] = useState<string | null>(null);
  const canSend = prompt.trim().length > 0 && !sending && brand !== undefined;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    try {
      const { creatives } = await queueCreatives.mutateAsync({
        kind: 'prompt',
        request: { prompt: prompt.trim(), brandId: brand?.id ?? null },
      });
      const conversationId = creatives[0]?.conversationId;
      navigate(conversationId ? `/app/create?c=${conversationId}` : '/app/create');
    } catch (error) {
      // The typed idea stays in the box, so nothing is lost to an error.
      if (error instanceof ApiError && error.code === 'OUT_OF_CREDITS') setOutOfCredits(error.message);
      else toast({ title: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-border bg-card p-4 shadow-xs sm:p-5"
    >
      <h2 id={`${id}-title`} className="mb-3 font-semibold">
        {t('dashboard:quickPrompt.title')}
      </h2>
      <form
        onSubmit={submit}
        className="rounded-xl border border-input bg-background p-2 focus-within:ring-2 focus-within:ring-ring/40"
      >
        <label htmlFor={`${id}-prompt`} className="sr-only">
          {t('dashboard:quickPrompt.label')}
        </label>
        <textarea
          id={`${id}-prompt`}
          data-testid="quick-prompt"
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          onKeyDown={onKeyDown}
          rows={3}
          maxLength={4000}
          placeholder={t('dashboard:quickPrompt.placeholder')}
          aria-describedby={`${id}-hint ${id}-defaults`}
          className="min-h-20 w-full resize-none bg-transparent px-2 py-1.5 text-[15px] outline-none placeholder:text-muted-foreground"
        />
        <p id={`${id}-hint`} className="sr-only">
          {t('dashboard:quickPrompt.hint')}
        </p>
        <div className="flex items-center justify-between gap-2">
          <p
            id={`${id}-defaults`}
            className="min-w-0 px-2 text-muted-foreground text-xs"
            data-testid="quick-prompt-defaults"
          >
            {t('dashboard:quickPrompt.defaults', {
              brand: brand?.name ?? t('dashboard:quickPrompt.noBrand'),
              count: imageCreditCost.low,
            })}
          </p>
          <Button type="submit" size="sm" disabled={!canSend} data-testid="quick-prompt-send">
            {sending ? (
              <Loader2 aria-hidden className="size-4 animate-spin" />
            ) : (
              <ArrowUp aria-hidden className="size-4" />
            )}
            {sending ? t('dashboard:quickPrompt.sending') : t('dashboard:quickPrompt.send')}
          </Button>
        </div>
      </form>
      <Link
        to="/app/create"
        className="mt-3 inline-flex items-center gap-1.5 rounded-md text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {t('dashboard:quickPrompt.moreOptions')}
      </Link>
      <OutOfCreditsDialog
        message={outOfCredits}
        upgradeTo={creditsUpgrade}
        onClose={() => setOutOfCredits(null)}
      />
    </section>
  );
}
