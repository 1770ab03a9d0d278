import ExploreFeed from '~/features/explore/components/explore-feed';
import { appI18n } from '~/lib/i18n/app-i18n';

export const meta = () => [
  { title: `${appI18n().t('explore:pageTitle')} · Brandloom` },
  { name: 'description', content: appI18n().t('explore:subtitle') },
];

/** /explore: the public feed (decision 0058). */
export default function ExplorePage() {
  return <ExploreFeed />;
}
