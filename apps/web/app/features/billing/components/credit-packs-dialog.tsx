import { type Currency, creditPacks } from '@brandloom/shared/billing';
import { formatPrice } from '@brandloom/shared/pricing';
import { Coins, Loader2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import { usePackCheckout } from '../billing-queries';

/** One-time credit packs: each goes to its own checkout and adds to the additional balance. */
export function CreditPacksDialog({
  currency,
  returnPath,
  onClose,
}: {
  currency: Currency;
  returnPath?: string;
  onClose: () => void;
}) {
  const { t, language } = useT();
  const checkout = usePackCheckout();
  const number = new Intl.NumberFormat(language);
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent data-testid="credit-packs-dialog">
        <AlertDialogTitle>{t('subscription:packs.title')}</AlertDialogTitle>
        <AlertDialogDescription>{t('subscription:packs.description')}</AlertDialogDescription>
        <ul className="grid gap-2">
          {creditPacks.map((pack) => (
            <li
              key={pack.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-border p-3"
            >
              <span className="flex items-center gap-3">
                <span className="grid size-9 place-items-center rounded-lg bg-amber-500/15 text-amber-600 dark:text-amber-400">
                  <Coins aria-hidden className="size-4" />
                </span>
                <span>
                  <span className="block font-semibold text-sm tabular-nums">
                    {t('pricing:packs.credits', { credits: number.format(pack.credits) })}
                  </span>
                  <span className="block text-muted-foreground text-xs tabular-nums">
                    {formatPrice(pack.price[currency], currency, language)} · {t('pricing:packs.once')}
                  </span>
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={checkout.isPending}
                onClick={() => checkout.mutate({ packId: pack.id, currency, returnPath })}
                data-testid={`buy-${pack.id}`}
              >
                {checkout.isPending && checkout.variables?.packId === pack.id && (
                  <Loader2 aria-hidden className="size-4 animate-spin" />
                )}
                {t('subscription:packs.buy')}
              </Button>
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('subscription:change.close')}</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
