import { ChevronLeft, ChevronRight, Users } from 'lucide-react';
import { useState } from 'react';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import { LoadFailed } from '~/components/layout/load-failed';
import { Button } from '~/components/ui/button';
import { SearchField } from '~/components/ui/search-field';
import { type AdminUser, useAdminUsers } from '~/features/admin/admin-queries';
import { AddCreditsForm } from '~/features/admin/components/add-credits-form';
import { AdminForbidden } from '~/features/admin/components/admin-forbidden';
import { SetupNotices } from '~/features/admin/components/setup-notices';
import { UserDetailsDialog } from '~/features/admin/components/user-details-dialog';
import { UsersTable } from '~/features/admin/components/users-table';
import { AnalyticsDashboard } from '~/features/analytics';
import { appTitle } from '~/features/app-shell/app-meta';
import { ExploreReports } from '~/features/explore';
import { ContactMessages } from '~/features/support';
import { isApiStatus } from '~/lib/api';
import { loadAppI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { useChangeSearchParams } from '~/lib/use-change-search-params';
import type { clientLoader as appLayoutLoader } from './app-layout';

export const meta = () => appTitle('app:nav.admin');

/** The admin group's strings (the analytics dashboard) before the page renders. */
export async function clientLoader() {
  await loadAppI18n('admin');
  return null;
}

/** Spec §2 /app/admin: the admin area: users, visitors and conversions (0051), Explore reports (0058), contact messages. */
export default function AdminPage() {
  const layout = useRouteLoaderData<typeof appLayoutLoader>('routes/app/app-layout');
  if (!layout?.isAdmin) return <AdminForbidden />;
  return <AdminUsers selfId={layout.userId} />;
}

function AdminUsers({ selfId }: { selfId: string | undefined }) {
  const { t } = useT();
  // Page and search live in the URL, so reload and back/forward keep the admin's place.
  const [params] = useSearchParams();
  const changeParams = useChangeSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const [open, setOpen] = useState<AdminUser | null>(null);
  const users = useAdminUsers(page, search);

  const searchFor = (value: string) => changeParams({ search: value, page: null }, { replace: true });
  const goTo = (target: number) => changeParams({ page: target > 1 ? String(target) : null });

  if (isApiStatus(users.error, 403)) return <AdminForbidden />;
  const data = users.data;
  const loading = users.isFetching && (users.isPlaceholderData || !data);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <header className="flex flex-col gap-1">
        <h1 className="font-semibold text-2xl tracking-tight">{t('admin:title')}</h1>
        <p className="text-muted-foreground text-sm">{t('admin:subtitle')}</p>
      </header>

      <SetupNotices />
      <div className="mt-6">
        <AddCreditsForm />
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          className="w-full sm:max-w-sm"
          value={search}
          onSearch={searchFor}
          label={t('admin:searchLabel')}
          placeholder={t('admin:searchPlaceholder')}
          testId="admin-user-search"
        />
        <p className="text-muted-foreground text-sm" aria-live="polite" data-testid="admin-user-count">
          {data ? t('admin:found', { count: data.total }) : '\u00a0'}
        </p>
      </div>

      <div className="mt-4" aria-busy={loading}>
        {users.isError ? (
          <LoadFailed
            title={t('admin:loadFailed')}
            message={users.error.message}
            retryLabel={t('admin:retry')}
            onRetry={() => void users.refetch()}
          />
        ) : !data ? (
          <div className="space-y-2" data-testid="admin-users-loading">
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={index} className="h-14 animate-pulse rounded-lg bg-muted" />
            ))}
          </div>
        ) : data.users.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-border border-dashed px-6 py-14 text-center">
            <Users aria-hidden className="size-8 text-muted-foreground" />
            <p className="mt-3 text-muted-foreground text-sm">
              {search ? t('admin:empty', { search }) : t('admin:emptyAll')}
            </p>
          </div>
        ) : (
          <div className={loading ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <UsersTable users={data.users} onOpen={setOpen} />
          </div>
        )}
      </div>

      {data && data.users.length > 0 && (
        <nav
          aria-label={t('admin:pagination.label')}
          className="mt-4 flex items-center justify-between gap-3"
        >
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            <ChevronLeft aria-hidden className="size-4" />
            {t('admin:pagination.previous')}
          </Button>
          <p className="text-muted-foreground text-sm" data-testid="admin-pagination">
            {t('admin:pagination.page', { page, lastPage: data.lastPage })}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={data.nextPage === null}
            onClick={() => goTo(page + 1)}
          >
            {t('admin:pagination.next')}
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </nav>
      )}

      <AnalyticsDashboard />

      <ExploreReports />
      <ContactMessages />

      <UserDetailsDialog user={open} selfId={selfId} onClose={() => setOpen(null)} />
    </div>
  );
}
