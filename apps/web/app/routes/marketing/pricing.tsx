import { flexVolumes, plusMonthlyPrice } from '@brandloom/shared/billing';
import { isLanguage, type Language, languages } from '@brandloom/shared/i18n/languages';
import { type ComponentType, useEffect } from 'react';
import { data, useLocation } from 'react-router';
import { NotFound } from '~/components/layout/status-page';
import { ActivateOnInteraction } from '~/features/marketing/components/activate-on-interaction';
import { loadPricingStrings } from '~/features/pricing/pricing-strings';
import { useT } from '~/lib/i18n-context';
import { persistLanguage } from '~/lib/language';
import { organizationLd, seoMeta } from '~/lib/page-meta.server';
import { loadCatalog, translator } from '~/lib/translate';
import type { Route } from './+types/pricing';

/** Runs while prerendering: the head of "/pricing" and "/:lang/pricing" (canonical, hreflang, card, offers). */
export async function loader({ params }: Route.LoaderArgs) {
  const lang = params.lang ?? 'en';
  if (!isLanguage(lang)) throw data(null, { status: 404 });
  await Promise.all([loadCatalog(lang), loadCatalog('en')]);
  const t = translator(lang);
  const euros = (cents: number) => (cents / 100).toFixed(2);
  return {
    meta: seoMeta({
      title: t('pricing:meta.title'),
      description: t('pricing:meta.description'),
      language: lang,
      path: '/pricing',
      jsonLd: [
        organizationLd(),
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Brandloom',
          description: t('pricing:meta.description'),
          offers: [
            { '@type': 'Offer', name: 'Free', price: '0.00', priceCurrency: 'EUR' },
            { '@type': 'Offer', name: 'Plus', price: euros(plusMonthlyPrice.eur), priceCurrency: 'EUR' },
            {
              '@type': 'AggregateOffer',
              name: 'Flex',
              lowPrice: euros(Math.min(...flexVolumes.map((volume) => volume.price.eur))),
              highPrice: euros(Math.max(...flexVolumes.map((volume) => volume.price.eur))),
              priceCurrency: 'EUR',
            },
          ],
        },
      ],
    }),
  };
}

/** A path no prerender made (e.g. /xx/pricing) is a 404: the component shows "Page not found". */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader().catch(() => ({
    meta: [{ title: translator('en')('marketing:meta.notFoundTitle') }],
  }));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// The page's plans, picker, packs and FAQ are prerendered; their code and strings load when a
// visitor first uses the page (decision 0050), or at once when an upgrade prompt sent them.
const loadLivePricingPage = {} as Record<Language, () => Promise<ComponentType<object>>>;
for (const code of languages) {
  loadLivePricingPage[code] = async () => {
    const [page] = await Promise.all([import('~/features/pricing/pricing-page'), loadPricingStrings(code)]);
    return page.PricingPage;
  };
}

/** An upgrade prompt's address (`?plan=&credits=&return=`, `?currency=`): a state the markup does not show. */
function asksForAnOffer(): boolean {
  return /[?&](plan|credits|return|currency)=/.test(window.location.search);
}

export default function Pricing({ params }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { language } = useT();
  const lang = params.lang;
  const known = lang === undefined || isLanguage(lang);
  useEffect(() => {
    if (isLanguage(lang)) persistLanguage(lang);
  }, [lang]);
  if (!known) return <NotFound path={pathname} />;
  return (
    <ActivateOnInteraction
      key={language}
      id="pricing-page"
      load={loadLivePricingPage[language]}
      props={{}}
      eager={asksForAnOffer}
    />
  );
}
