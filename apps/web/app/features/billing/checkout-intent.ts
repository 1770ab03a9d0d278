import { type Currency, creditPackIds, defaultCurrency } from '@brandloom/shared/billing';
import { appReturnPath, offerFromParams } from '@brandloom/shared/upgrades';
import { api, dataOf } from '~/lib/api';
import { createCheckout, createPackCheckout } from './billing-queries';

/**
 * Where a checkout intent (`/app/checkout?plan=&credits=&currency=&return=` or `?pack=`, from the
 * pricing page) leads: the provider's checkout page, or, for a user who already pays, the plan
 * change in Settings (upgrades are charged there, downgrades scheduled). Null when it names nothing sold.
 */
export async function resolveCheckoutIntent(
  params: URLSearchParams,
): Promise<{ url: string } | { path: string } | null> {
  const currency: Currency = params.get('currency') === 'usd' ? 'usd' : defaultCurrency;
  const returnPath = appReturnPath(params.get('return'));
  const packId = creditPackIds.find((id) => id === params.get('pack'));
  if (packId) return { url: await createPackCheckout({ packId, currency, returnPath }) };
  const offer = offerFromParams(params);
  if (!offer) return null;
  const { subscription } = await dataOf(api.GET('/api/stripe/subscription'));
  if (subscription) {
    const settings = new URLSearchParams({ section: 'subscription', plan: offer.plan });
    if (offer.plan === 'flex') settings.set('credits', String(offer.creditAmount));
    if (returnPath) settings.set('return', returnPath);
    return { path: `/app/settings?${settings}` };
  }
  return { url: await createCheckout({ offer, currency, returnPath }) };
}
