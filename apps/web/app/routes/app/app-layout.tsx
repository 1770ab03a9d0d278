import type { Language } from '@brandloom/shared/i18n/languages';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  Link,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useLocation,
  useNavigate,
} from 'react-router';
import { ColorModeSwitch } from '~/components/color-mode-switch';
import { ChunkErrorPrompt } from '~/components/layout/chunk-error-prompt';
import { LanguageMenu } from '~/components/layout/language-menu';
import { LogoMark } from '~/components/layout/logo';
import { mainContentId, SkipLink } from '~/components/layout/skip-link';
import { Button } from '~/components/ui/button';
import { Toaster } from '~/components/ui/toaster';
import { AppNav } from '~/features/app-shell/components/app-nav';
import { SiteLink } from '~/features/app-shell/components/site-link';
import { useSidebarExpanded } from '~/features/app-shell/hooks/use-sidebar-state';
import { AccountMenu, type AccountUser } from '~/features/auth/components/account-menu';
import { useSessionWatch } from '~/features/auth/hooks/use-session-watch';
import { useCheckoutEnd } from '~/features/billing/use-checkout-end';
import { useCreativeReadyToast } from '~/features/create/use-creative-ready-toast';
import { saveSettings, useProfile } from '~/features/profile/profile-queries';
import { useRealtimeConnection } from '~/features/realtime/hooks/use-realtime-connection';
import { setUnauthorizedHandler } from '~/lib/api';
import { requireSession } from '~/lib/auth/session';
import { AppI18nProvider, appI18n, changeAppLanguage, loadAppI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { languageSaved, unsavedLanguage } from '~/lib/language';
import { keepCacheFor } from '~/lib/query-client';
import { QueryProvider } from '~/lib/query-provider';
import type { Route } from './+types/app-layout';

// The phone drawer (and Radix's dialog stack with it) loads when first opened.
const AppDrawer = lazy(() =>
  import('~/features/app-shell/components/app-drawer').then((module) => ({ default: module.AppDrawer })),
);

/**
 * Spec §2, §4: the app needs a verified session; the include/exclude patterns say which pages.
 * The page's language is loaded alongside, so nothing renders before its strings are here.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [session] = await Promise.all([requireSession(request), loadAppI18n('app')]);
  keepCacheFor(session?.user.id);
  return {
    user: session ? { name: session.user.name, email: session.user.email } : null,
    userId: session?.user.id,
    // Shows the Admin entry; the admin API checks the role itself on every request.
    isAdmin: session?.user.role === 'admin',
  };
}

/**
 * A page's filters, search and pages (its search params) change nothing this loader reads, so they
 * do not run it again, as moving between pages does not: re-checking the session before each filter
 * held the list's request back by a round trip. The session is checked on entering the app, every
 * 5 minutes by the session watch, and by every API answer (a 401 goes to sign-in).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const searchOnly =
    !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return searchOnly ? false : defaultShouldRevalidate;
}

export default function AppLayout() {
  const { user, isAdmin } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  useSessionWatch();
  useRealtimeConnection(user !== null);
  // A 401 from the API (spec §8) goes to sign-in through the router, not a full reload.
  useEffect(() => setUnauthorizedHandler(() => navigate('/auth/login', { replace: true })), [navigate]);
  return (
    <QueryProvider>
      <AppI18nProvider area="app">
        <AppShell user={user} isAdmin={isAdmin} />
        <Toaster />
        <ChunkErrorPrompt />
      </AppI18nProvider>
    </QueryProvider>
  );
}

function AppShell({ user, isAdmin }: { user: AccountUser | null; isAdmin: boolean }) {
  const { t } = useT();
  useCreativeReadyToast();
  useCheckoutEnd();
  const profile = useProfile().data;
  const plan = profile?.profile.plan;
  const profileLoaded = profile !== undefined;
  const savedLanguage = profile?.profile.language;
  // The last choice wins: one made in this browser that the profile lacks is saved to it; else the
  // profile's (chosen here earlier or on another device) is applied.
  useEffect(() => {
    if (!profileLoaded) return;
    const unsaved = unsavedLanguage();
    if (unsaved && unsaved !== savedLanguage) return saveLanguage(unsaved);
    if (unsaved) languageSaved(unsaved);
    // Another tab's choice arrives here through the profile, maybe before that tab marked it saved.
    if (savedLanguage && savedLanguage !== appI18n().language)
      void changeAppLanguage(savedLanguage, { inProfile: true });
  }, [profileLoaded, savedLanguage]);
  const [expanded, toggleExpanded] = useSidebarExpanded();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so closing still animates.
  const [drawerOpened, setDrawerOpened] = useState(false);
  if (drawerOpen && !drawerOpened) setDrawerOpened(true);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the phone drawer
  useEffect(() => setDrawerOpen(false), [location.key]);

  return (
    <>
      <SkipLink />
      <div className="flex min-h-dvh">
        <aside
          id="app-sidebar"
          data-testid="app-sidebar"
          data-state={expanded ? 'expanded' : 'collapsed'}
          className={`sticky top-0 hidden h-dvh shrink-0 flex-col border-border border-r bg-sidebar transition-[width] duration-200 md:flex ${
            expanded ? 'w-60' : 'w-[4.25rem]'
          }`}
        >
          <div className={`flex h-14 items-center gap-2 px-4 ${expanded ? '' : 'justify-center px-0'}`}>
            <Link to="/app" className="flex items-center gap-2 rounded-md font-semibold tracking-tight">
              <LogoMark className="size-7" />
              <span className={expanded ? '' : 'sr-only'}>{t('productName')}</span>
            </Link>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-3">
            <AppNav collapsed={!expanded} isAdmin={isAdmin} />
          </div>
          <div className="flex flex-col gap-1 border-border border-t px-3 py-3">
            <SiteLink collapsed={!expanded} />
            {user && <AccountMenu user={user} plan={plan} collapsed={!expanded} />}
          </div>
        </aside>

        {drawerOpened && (
          <Suspense fallback={null}>
            <AppDrawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              isAdmin={isAdmin}
              account={user && <AccountMenu user={user} plan={plan} />}
            />
          </Suspense>
        )}

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-border border-b bg-background/80 px-3 backdrop-blur-xl sm:px-4">
            <Button
              variant="ghost"
              size="icon-sm"
              className="md:hidden"
              aria-label={t('app:nav.openMenu')}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              data-testid="sidebar-drawer-trigger"
            >
              <Menu aria-hidden className="size-5" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              className="hidden md:inline-flex"
              aria-label={expanded ? t('app:nav.collapse') : t('app:nav.expand')}
              aria-expanded={expanded}
              aria-controls="app-sidebar"
              onClick={toggleExpanded}
              data-testid="sidebar-toggle"
            >
              {expanded ? (
                <PanelLeftClose aria-hidden className="size-[18px]" />
              ) : (
                <PanelLeftOpen aria-hidden className="size-[18px]" />
              )}
            </Button>
            <div className="ml-auto flex items-center gap-2">
              <LanguageMenu onSelect={selectLanguage} />
              <ColorModeSwitch />
            </div>
          </header>
          <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
            <Outlet />
          </main>
        </div>
      </div>
    </>
  );
}

/** A language picked in the header also goes to the profile, so it follows the user (and e-mails). */
function selectLanguage(language: Language): void {
  void changeAppLanguage(language);
  saveLanguage(language);
}

function saveLanguage(language: Language): void {
  saveSettings({ language }).catch(() => {
    // Not saved (offline?): this browser keeps the choice, marked unsaved, and the next load retries.
  });
}
