import { privacy } from '~/features/legal/components/legal-documents';
import { LegalPage } from '~/features/legal/components/legal-page';
import { seoMeta } from '~/lib/page-meta.server';
import { loadCatalog, translator } from '~/lib/translate';
import type { Route } from './+types/privacy';

/** Runs while prerendering: the page's head. */
export async function loader() {
  await loadCatalog('en');
  const t = translator('en');
  return {
    meta: seoMeta({
      title: t('marketing:meta.privacyTitle'),
      description: t('marketing:meta.legalDescription'),
      language: 'en',
      path: '/privacy',
      languages: ['en'],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Privacy() {
  return <LegalPage document={privacy} />;
}
