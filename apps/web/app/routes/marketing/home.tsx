import { isLanguage } from '@brandloom/shared/i18n/languages';
import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { NotFound } from '~/components/layout/status-page';
import { ClosingCta, Features, Hero, Steps } from '~/features/marketing/components/landing-sections';
import { PrerenderedMarkup } from '~/features/marketing/components/prerendered-markup';
import { useT } from '~/lib/i18n-context';
import { persistLanguage } from '~/lib/language';
import { pageMeta } from '~/lib/meta';
import { translator } from '~/lib/translate';
import type { Route } from './+types/home';

// The plan comparison (the pricing page's) is drawn by the prerender; loaded only for client renders.
const HomePlans = lazy(() => import('~/features/pricing/home-plans'));

/** Serves both "/" (English) and "/:lang"; a :lang that is not one of ours is a 404. */
export const meta: Route.MetaFunction = ({ params }) => {
  const lang = params.lang ?? 'en';
  if (!isLanguage(lang)) return [{ title: translator('en')('marketing:meta.notFoundTitle') }];
  const t = translator(lang);
  return pageMeta(t('marketing:meta.homeTitle'), t('marketing:meta.homeDescription'));
};

export default function Home({ params }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { language } = useT();
  const lang = params.lang;
  const known = lang === undefined || isLanguage(lang);

  // Opening a localized home is choosing that language: remember it for the app and next visits.
  useEffect(() => {
    if (isLanguage(lang)) persistLanguage(lang);
  }, [lang]);

  if (!known) return <NotFound path={pathname} />;
  return (
    <>
      <Hero />
      <Features />
      <Steps />
      <section id="plans" className="scroll-mt-20 border-border/60 border-t">
        <PrerenderedMarkup key={language} id="plan-comparison">
          <HomePlans />
        </PrerenderedMarkup>
      </section>
      <ClosingCta />
    </>
  );
}
