import { useLocation } from 'react-router';
import { appAreas } from '~/features/app-shell/app-areas';
import { appTitle } from '~/features/app-shell/app-meta';
import { ComingSoonPanel } from '~/features/app-shell/components/coming-soon-panel';
import { useT } from '~/lib/i18n-context';
import type { Route } from './+types/area-coming-soon';

/**
 * Placeholder for the sidebar areas (Create, Creatives, Uploads, Templates, Brands) until their
 * issues replace this module in routes.ts with the real screens. It stays inside the app layout.
 */
function areaFromPath(pathname: string) {
  const key = pathname.split('/')[2];
  return appAreas.find((area) => area.key === key)?.key ?? 'home';
}

export const meta: Route.MetaFunction = ({ location }) =>
  appTitle(`app:nav.${areaFromPath(location.pathname)}`);

export default function AreaComingSoon() {
  const { t } = useT();
  const area = areaFromPath(useLocation().pathname);
  return <ComingSoonPanel title={t('app:comingSoon.areaTitle', { area: t(`app:nav.${area}`) })} />;
}
