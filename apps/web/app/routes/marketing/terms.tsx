import { terms } from '~/features/legal/components/legal-documents';
import { LegalPage } from '~/features/legal/components/legal-page';
import { seoMeta } from '~/lib/page-meta.server';
import { loadCatalog, translator } from '~/lib/translate';
import type { Route } from './+types/terms';

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
  return <LegalPage document={terms} />;
}
