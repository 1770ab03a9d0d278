import { privacy } from '~/features/legal/components/legal-documents';
import { LegalPage } from '~/features/legal/components/legal-page';
import { pageMeta } from '~/lib/meta';
import { translator } from '~/lib/translate';

export const meta = () => {
  const t = translator('en');
  return pageMeta(t('marketing:meta.privacyTitle'), t('marketing:meta.legalDescription'));
};

export default function Privacy() {
  return <LegalPage document={privacy} />;
}
