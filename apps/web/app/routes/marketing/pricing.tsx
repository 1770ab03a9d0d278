import { isLanguage } from '@brandloom/shared/i18n/languages';
import { use, useEffect } from 'react';
import { useLocation } from 'react-router';
import { NotFound } from '~/components/layout/status-page';
import { PricingPage } from '~/features/pricing/pricing-page';
import { loadPricingStrings } from '~/features/pricing/pricing-strings';
import { useT } from '~/lib/i18n-context';
import { persistLanguage } from '~/lib/language';
import { pageMeta } from '~/lib/meta';
import { translator } from '~/lib/translate';
import type { Route } from './+types/pricing';

/** Serves "/pricing" (English) and "/:lang/pricing"; a :lang that is not one of ours is a 404. */
export const meta: Route.MetaFunction = ({ params }) => {
  const lang = params.lang ?? 'en';
  if (!isLanguage(lang)) return [{ title: translator('en')('marketing:meta.notFoundTitle') }];
  const t = translator(lang);
  return pageMeta(t('pricing:meta.title'), t('pricing:meta.description'));
};

export default function Pricing({ params }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const lang = params.lang;
  const known = lang === undefined || isLanguage(lang);
  useEffect(() => {
    if (isLanguage(lang)) persistLanguage(lang);
  }, [lang]);
  if (!known) return <NotFound path={pathname} />;
  return <LoadedPricingPage />;
}

function LoadedPricingPage() {
  const { language } = useT();
  // Prerendered with every language's strings; in the browser the page's language loads first.
  use(loadPricingStrings(language));
  return <PricingPage />;
}
