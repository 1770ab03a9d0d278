import { isLanguage } from '@brandloom/shared/i18n/languages';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { SiteShell } from '~/components/layout/site-shell';
import { isAccountDeletedUrl } from '~/features/settings/account-deleted';

// Only fetched when the page was opened right after deleting an account (features/settings).
const AccountDeletedToast = lazy(() => import('~/features/settings/components/account-deleted-toast'));

/** Default layout: the page language is the URL's (/de, /fr, /es), English elsewhere. */
export default function MarketingLayout() {
  const { lang } = useParams();
  // Read after hydration: the prerendered HTML has no query string.
  const [accountDeleted, setAccountDeleted] = useState(false);
  useEffect(() => setAccountDeleted(isAccountDeletedUrl(window.location.search)), []);
  return (
    <SiteShell language={isLanguage(lang) ? lang : 'en'}>
      <Outlet />
      {accountDeleted && (
        <Suspense fallback={null}>
          <AccountDeletedToast />
        </Suspense>
      )}
    </SiteShell>
  );
}
