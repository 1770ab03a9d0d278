import { isLanguage } from '@brandloom/shared/i18n/languages';
import { siteStrings } from '@brandloom/shared/site/site-strings';
import { lazy, useEffect } from 'react';
import { data, useLocation } from 'react-router';
import { NotFound } from '~/components/layout/status-page';
import { PrerenderedMarkup } from '~/components/prerendered-markup';
import { ClosingCta, Hero } from '~/features/marketing/components/landing-sections';
import { faqEntries } from '~/features/marketing/landing-faq';
import { landingMedia } from '~/features/marketing/landing-media.server';
import { useT } from '~/lib/i18n-context';
import { persistLanguage } from '~/lib/language';
import { organizationLd, seoMeta } from '~/lib/page-meta.server';
import { loadCatalog, translator } from '~/lib/translate';
import type { Route } from './+types/home';

// Drawn by the prerender (no links to hydrate); loaded only for client renders.
const LandingStory = lazy(() => import('~/features/marketing/components/landing-story'));
// The chat exchange, brand kit and clips, and the intro video and FAQ: markup only, the same way.
const ShowcaseStory = lazy(() =>
  import('~/features/marketing/components/landing-showcase').then((module) => ({
    default: module.ShowcaseStory,
  })),
);
const ShowcaseProof = lazy(() =>
  import('~/features/marketing/components/landing-showcase').then((module) => ({
    default: module.ShowcaseProof,
  })),
);
// The plan comparison (the pricing page's), the same way.
const HomePlans = lazy(() => import('~/features/pricing/home-plans'));

/**
 * Runs while prerendering: the page's head (canonical, hreflang, social card, JSON-LD) for "/" and
 * "/:lang", and the landing sections' words and build-time media (in the HTML, not in a script).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const lang = params.lang ?? 'en';
  if (!isLanguage(lang)) throw data(null, { status: 404 });
  await Promise.all([loadCatalog(lang), loadCatalog('en')]);
  const t = translator(lang);
  const { landing } = siteStrings(lang);
  return {
    landing,
    media: await landingMedia(lang),
    meta: seoMeta({
      title: t('marketing:meta.homeTitle'),
      description: t('marketing:meta.homeDescription'),
      language: lang,
      path: '/',
      jsonLd: [
        organizationLd(),
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          inLanguage: lang,
          mainEntity: faqEntries(landing).map(({ question, answer }) => ({
            '@type': 'Question',
            name: question,
            acceptedAnswer: { '@type': 'Answer', text: answer },
          })),
        },
      ],
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

export default function Home({ params, loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { language } = useT();
  const lang = params.lang;
  const known = lang === undefined || isLanguage(lang);

  // Opening a localized home is choosing that language: remember it for the app and next visits.
  useEffect(() => {
    if (isLanguage(lang)) persistLanguage(lang);
  }, [lang]);

  if (!known || !('landing' in loaderData)) return <NotFound path={pathname} />;
  const showcase = { strings: loaderData.landing, media: loaderData.media, language };
  // The spec's order: hero, chat to creative, made for brands, video creatives, features, intro
  // video, FAQs, plan comparison, closing call to action.
  return (
    <>
      <Hero />
      <PrerenderedMarkup key={`showcase-${language}`} id="landing-showcase">
        <ShowcaseStory {...showcase} />
      </PrerenderedMarkup>
      <PrerenderedMarkup key={`story-${language}`} id="landing-story">
        <LandingStory />
      </PrerenderedMarkup>
      <PrerenderedMarkup key={`proof-${language}`} id="landing-proof">
        <ShowcaseProof {...showcase} />
      </PrerenderedMarkup>
      <section id="plans" className="scroll-mt-20 border-border/60 border-t">
        <PrerenderedMarkup key={language} id="plan-comparison">
          <HomePlans />
        </PrerenderedMarkup>
      </section>
      <ClosingCta />
    </>
  );
}
