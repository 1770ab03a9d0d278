import { isLanguage } from '@brandloom/shared/i18n/languages';
import { useEffect } from 'react';
import { data, useLocation } from 'react-router';
import { NotFound } from '~/components/layout/status-page';
import { ClosingCta, Features, Hero, Steps } from '~/features/marketing/components/landing-sections';
import { persistLanguage } from '~/lib/language';
import { organizationLd, seoMeta } from '~/lib/page-meta.server';
import { loadCatalog, translator } from '~/lib/translate';
import type { Route } from './+types/home';

/** Runs while prerendering: the page's head (canonical, hreflang, social card, JSON-LD) for "/" and "/:lang". */
export async function loader({ params }: Route.LoaderArgs) {
  const lang = params.lang ?? 'en';
  if (!isLanguage(lang)) throw data(null, { status: 404 });
  await Promise.all([loadCatalog(lang), loadCatalog('en')]);
  const t = translator(lang);
  return {
    meta: seoMeta({
      title: t('marketing:meta.homeTitle'),
      description: t('marketing:meta.homeDescription'),
      language: lang,
      path: '/',
      jsonLd: [organizationLd()],
    }),
  };
}

/** A path no prerender made (e.g. /xx) is a 404: the component shows "Page not found". */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader().catch(() => ({
    meta: [{ title: translator('en')('marketing:meta.notFoundTitle') }],
  }));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

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
