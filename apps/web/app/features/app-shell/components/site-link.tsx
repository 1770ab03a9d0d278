import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '~/lib/i18n-context';

/** "Back to website" at the foot of the sidebar and the phone drawer. */
export function SiteLink({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useT();
  const label = t('app:nav.backToSite');
  return (
    <Link
      to="/"
      title={collapsed ? label : undefined}
      className={`flex h-9 items-center gap-3 rounded-lg px-2.5 text-muted-foreground text-sm hover:bg-muted hover:text-foreground ${
        collapsed ? 'justify-center px-0' : ''
      }`}
    >
      <ArrowUpRight aria-hidden className="size-[18px] shrink-0" />
      <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
    </Link>
  );
}
