import { Compass, House, Settings, ShieldCheck } from 'lucide-react';
import { NavLink } from 'react-router';
import { useT } from '~/lib/i18n-context';
import { appAreas } from '../app-areas';

const items = [
  { key: 'home', icon: House, to: '/app', labelKey: 'app:nav.home' },
  ...appAreas.map((area) => ({ ...area, to: `/app/${area.key}`, labelKey: `app:nav.${area.key}` })),
  // The public feed (0058), outside the studio.
  { key: 'explore', icon: Compass, to: '/explore', labelKey: 'app:nav.explore' },
  { key: 'settings', icon: Settings, to: '/app/settings', labelKey: 'settings:title' },
];
// Shown to admins only; the page itself answers others with a 403.
const adminItem = { key: 'admin', icon: ShieldCheck, to: '/app/admin', labelKey: 'app:nav.admin' };

export function AppNav({
  collapsed = false,
  isAdmin = false,
  onNavigate,
}: {
  collapsed?: boolean;
  isAdmin?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useT();
  return (
    <nav aria-label={t('app:nav.label')}>
      <ul className="flex flex-col gap-0.5">
        {(isAdmin ? [...items, adminItem] : items).map(({ key, icon: Icon, to, labelKey }) => {
          const label = t(labelKey);
          return (
            <li key={key}>
              <NavLink
                to={to}
                end={key === 'home'}
                onClick={onNavigate}
                title={collapsed ? label : undefined}
                className={({ isActive }) =>
                  `flex h-9 items-center gap-3 rounded-lg px-2.5 font-medium text-sm transition-colors ${
                    isActive
                      ? 'bg-background text-foreground shadow-sm ring-1 ring-border'
                      : 'text-muted-foreground hover:bg-muted hover:text-foreground'
                  } ${collapsed ? 'justify-center px-0' : ''}`
                }
              >
                <Icon aria-hidden className="size-[18px] shrink-0" />
                <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
