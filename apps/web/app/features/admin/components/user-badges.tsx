import { useT } from '~/lib/i18n-context';
import type { AdminUser } from '../admin-queries';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 font-medium text-xs ring-1 ring-inset';

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  const { t } = useT();
  return (
    <span
      className={`${badge} ${
        role === 'admin'
          ? 'bg-primary/10 text-primary ring-primary/25'
          : 'bg-muted text-muted-foreground ring-border'
      }`}
    >
      {t(`admin:role.${role}`)}
    </span>
  );
}

export function StatusBadge({ user }: { user: AdminUser }) {
  const { t } = useT();
  const status = user.deleted ? 'deleted' : user.emailVerified ? 'active' : 'unverified';
  const tone = {
    active: 'bg-emerald-500/10 text-emerald-700 ring-emerald-600/25 dark:text-emerald-300',
    deleted: 'bg-destructive/10 text-destructive ring-destructive/25',
    unverified: 'bg-amber-500/10 text-amber-700 ring-amber-600/25 dark:text-amber-300',
  }[status];
  return (
    <span className={`${badge} ${tone}`} data-testid="user-status">
      {t(`admin:status.${status}`)}
    </span>
  );
}
