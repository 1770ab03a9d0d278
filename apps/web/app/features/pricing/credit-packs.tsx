import { type Currency, creativesFor, creditPacks } from '@brandloom/shared/billing';
import { formatPrice } from '@brandloom/shared/pricing';
import { packCheckoutHref } from '@brandloom/shared/upgrades';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button-variants';
import { useT } from '~/lib/i18n-context';

/** One-time credit packs: they top up any plan and never expire with the month. */
export function CreditPacks({ currency, returnTo }: { currency: Currency; returnTo?: string }) {
  const { t, language } = useT();
  const number = new Intl.NumberFormat(language);
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {creditPacks.map((pack) => {
        const credits = number.format(pack.credits);
        return (
          <li
            key={pack.id}
            data-testid={`pack-${pack.id}`}
            className="flex flex-col rounded-2xl border border-border bg-card p-5 shadow-xs"
          >
            <p className="font-semibold text-lg tabular-nums tracking-tight">
              {t('pricing:packs.credits', { credits })}
            </p>
            <p className="text-muted-foreground text-sm tabular-nums">
              {t('pricing:comparison.values.about', { creatives: number.format(creativesFor(pack.credits)) })}
            </p>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="font-semibold text-2xl tabular-nums">
                {formatPrice(pack.price[currency], currency, language)}
              </span>
              <span className="text-muted-foreground text-sm">{t('pricing:packs.once')}</span>
            </p>
            <Link
              to={packCheckoutHref(pack.id, { currency, returnTo })}
              className={`${buttonVariants({ variant: 'outline' })} mt-5 w-full`}
            >
              {t('pricing:packs.buy', { credits })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
