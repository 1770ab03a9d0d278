import { use } from 'react';
import { useT } from '~/lib/i18n-context';
import { PricingPage } from './pricing-page';
import { loadPricingStrings } from './pricing-strings';

/** The pricing page with its strings, for the route's lazy import (the page's language loads first). */
export default function LivePricingPage() {
  const { language } = useT();
  use(loadPricingStrings(language));
  return <PricingPage />;
}
