import { isLanguage } from '@brandloom/shared/i18n/languages';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NotFound } from '~/components/layout/status-page';
import { ClosingCta, Features, Hero, Steps } from '~/features/marketing/components/landing-sections';
import { persistLanguage } from '~/lib/language';
import { organizationLd, pageMeta } from '~/lib/meta';
import { translator } from '~/lib/translate';
import type { Route } from './+types/home';

/** Serves both "/" (English) and "/:lang"; a :lang that is not one of ours is a 404. */
export const meta: Route.MetaFunction = ({ params }) => {
  const lang = params.lang ?? 'en';
  if (!isLanguage(lang)) return [{ title: translator('en')('marketing:meta.notFoundTitle') }];
  const t = translator(lang);
  return pageMeta({
    title: t('marketing:meta.homeTitle'),
    description: t('marketing:meta.homeDescription'),
    language: lang,
    path: '/',
    jsonLd: [organizationLd()],
  });
};

export default function Home({ params }: Route.ComponentProps) {
  const { pathname } = useLocation();
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
      <ClosingCta />
    </>
  );
}
