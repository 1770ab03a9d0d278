import { ChevronRight } from 'lucide-react';
import { useT } from '~/lib/i18n-context';
import type { AdminUser } from '../admin-queries';
import { RoleBadge, StatusBadge } from './user-badges';

interface UsersTableProps {
  users: AdminUser[];
  onOpen: (user: AdminUser) => void;
}

/** The users of one page; each row opens the details dialog. */
export function UsersTable({ users, onOpen }: UsersTableProps) {
  const { t, language } = useT();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-background">
      <table className="w-full text-left text-sm" data-testid="admin-users-table">
        <thead className="border-border border-b bg-muted/50 text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="w-full px-4 py-2.5 font-medium sm:w-[45%]">
              {t('admin:columns.user')}
            </th>
            <th scope="col" className="hidden px-4 py-2.5 font-medium sm:table-cell">
              {t('admin:columns.role')}
            </th>
            <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">
              {t('admin:columns.plan')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              {t('admin:columns.status')}
            </th>
            <th scope="col" className="hidden px-4 py-2.5 font-medium lg:table-cell">
              {t('admin:columns.created')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              <span className="sr-only">{t('admin:columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {users.map((user) => (
            <tr
              key={user.id}
              data-testid="admin-user-row"
              className="cursor-pointer transition-colors hover:bg-muted/40"
              onClick={() => onOpen(user)}
            >
              <td className="max-w-0 px-4 py-3">
                <div className="truncate font-medium">{user.name}</div>
                <div className="truncate text-muted-foreground text-xs">
                  {user.email}
                  {user.username && <span className="hidden sm:inline"> · @{user.username}</span>}
                </div>
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">
                <RoleBadge role={user.role} />
              </td>
              <td className="hidden px-4 py-3 md:table-cell">{t(`admin:plan.${user.plan}`)}</td>
              <td className="px-4 py-3">
                <StatusBadge user={user} />
              </td>
              <td className="hidden whitespace-nowrap px-4 py-3 text-muted-foreground lg:table-cell">
                {date.format(new Date(user.createdAt))}
              </td>
              <td className="px-2 py-3 text-right">
                {/* The row is clickable for the pointer; this button is the keyboard and screen-reader way in. */}
                <button
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(user);
                  }}
                  aria-label={t('admin:openUser', { name: user.name })}
                  className="inline-flex h-8 items-center gap-1 rounded-md px-2 font-medium text-muted-foreground text-xs outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="hidden sm:inline">{t('admin:open')}</span>
                  <ChevronRight aria-hidden className="size-4" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
