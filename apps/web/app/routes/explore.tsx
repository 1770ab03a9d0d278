import { lazy, Suspense } from 'react';

// The whole of Explore is one lazily loaded chunk: this route module stays small, and so does its
// entry in the route manifest every page loads (decision 0058).
const ExploreApp = lazy(() => import('~/features/explore/components/explore-app'));

/** The studio's strings (template categories, qualities) in the visitor's language, before rendering. */
export async function clientLoader() {
  const { loadAppI18n } = await import('~/lib/i18n/app-i18n');
  await loadAppI18n('explore');
  return null;
}

/** /explore (the feed) and /explore/<id> (a creative's page), public and client-rendered (0058). */
export default function Explore() {
  return (
    <Suspense fallback={null}>
      <ExploreApp />
    </Suspense>
  );
}
