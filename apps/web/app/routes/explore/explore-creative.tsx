import { useParams } from 'react-router';
import ExploreCreativePage from '~/features/explore/components/explore-creative-page';
import { appI18n } from '~/lib/i18n/app-i18n';

export const meta = () => [{ title: `${appI18n().t('explore:title')} · Brandloom` }];

/** /explore/<id>: one public creative; its head for crawlers comes from the server (0058). */
export default function ExploreCreativeRoute() {
  const { id = '' } = useParams();
  return <ExploreCreativePage key={id} id={id} />;
}
