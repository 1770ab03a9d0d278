import { privacy } from '~/features/legal/components/legal-documents';
import { LegalPage } from '~/features/legal/components/legal-page';
import { pageMeta } from '~/lib/meta';
import { translator } from '~/lib/translate';

export const meta = () => {
  const t = translator('en');
  return pageMeta({
    title: t('marketing:meta.privacyTitle'),
    description: t('marketing:meta.legalDescription'),
    language: 'en',
    path: '/privacy',
    languages: ['en'],
  });
};

export default function Privacy() {
  return <LegalPage document={privacy} />;
}
