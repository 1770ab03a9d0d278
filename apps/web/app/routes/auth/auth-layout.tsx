import { Link, Outlet } from 'react-router';
import { ColorModeSwitch } from '~/components/color-mode-switch';
import { LanguageMenu } from '~/components/layout/language-menu';
import { Logo } from '~/components/layout/logo';
import { mainContentId, SkipLink } from '~/components/layout/skip-link';
import { Toaster } from '~/components/ui/toaster';
import { AppI18nProvider, changeAppLanguage, loadAppI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { QueryProvider } from '~/lib/query-provider';

/**
 * The sign-in pages' layout ("not shown" in spec §2: no site header, no sidebar): the logo, the
 * colour mode and language switches, and one centred card. Client-rendered like /app, so it uses
 * i18next and the language saved in the browser.
 */
/** The browser's language is loaded before the page renders: its title and form read it at once. */
export async function clientLoader() {
  await loadAppI18n('auth');
  return null;
}

export default function AuthLayout() {
  return (
    <QueryProvider>
      <AppI18nProvider area="auth">
        <AuthShell />
        <Toaster />
      </AppI18nProvider>
    </QueryProvider>
  );
}

function AuthShell() {
  const { t, language } = useT();
  return (
    <>
      <SkipLink />
      <div className="relative isolate flex min-h-dvh flex-col bg-background">
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(36rem_20rem_at_50%_0%,color-mix(in_oklch,var(--primary)_16%,transparent),transparent_70%)]"
        />
        <header className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6">
          <Link
            to={language === 'en' ? '/' : `/${language}`}
            className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={t('auth:layout.backToSite')}
          >
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <LanguageMenu onSelect={(language) => void changeAppLanguage(language)} />
            <ColorModeSwitch />
          </div>
        </header>
        <main
          id={mainContentId}
          tabIndex={-1}
          className="flex flex-1 justify-center px-4 pt-4 pb-12 outline-none sm:items-center sm:pt-0 sm:pb-20"
        >
          <div className="w-full max-w-[27rem]">
            <Outlet />
          </div>
        </main>
        <footer className="flex justify-center gap-4 pb-6 text-muted-foreground text-xs">
          <Link to="/terms" className="hover:text-foreground">
            {t('footer.terms')}
          </Link>
          <Link to="/privacy" className="hover:text-foreground">
            {t('footer.privacy')}
          </Link>
        </footer>
      </div>
    </>
  );
}
