import { lazy } from 'react';
import { PrerenderedMarkup } from '~/components/prerendered-markup';
import { seoMeta } from '~/lib/page-meta.server';
import { loadCatalog, translator } from '~/lib/translate';
import type { Route } from './+types/terms';

// Drawn by the prerender; loaded only for client-side renders (decision 0050).
const LegalPage = lazy(() => import('~/features/legal/components/legal-page'));

/** Runs while prerendering: the page's head. */
export async function loader() {
  await loadCatalog('en');
  const t = translator('en');
  return {
    meta: seoMeta({
      title: t('marketing:meta.termsTitle'),
      description: t('marketing:meta.legalDescription'),
      language: 'en',
      path: '/terms',
      languages: ['en'],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Terms() {
  return (
    <PrerenderedMarkup id="legal-page">
      <LegalPage name="terms" />
    </PrerenderedMarkup>
  );
}
