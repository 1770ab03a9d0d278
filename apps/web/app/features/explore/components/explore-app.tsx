import { Compass } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ColorModeSwitch } from '~/components/color-mode-switch';
import { LanguageMenu } from '~/components/layout/language-menu';
import { Logo } from '~/components/layout/logo';
import { mainContentId, SkipLink } from '~/components/layout/skip-link';
import { buttonVariants } from '~/components/ui/button-variants';
import { Toaster } from '~/components/ui/toaster';
import { AppI18nProvider, changeAppLanguage } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { QueryProvider } from '~/lib/query-provider';
import { useSignedIn } from '../explore-queries';
import ExploreCreativePage from './explore-creative-page';
import ExploreFeed from './explore-feed';

/**
 * Explore's pages (decision 0058): public, rendered in the browser like /auth (their data is live),
 * in the visitor's language, with the studio's strings (template categories, qualities). The
 * address after /explore/ is a creative's id, or nothing for the feed.
 */
export default function ExploreApp() {
  return (
    <QueryProvider>
      <AppI18nProvider area="app">
        <ExploreShell />
        <Toaster />
      </AppI18nProvider>
    </QueryProvider>
  );
}

function ExploreShell() {
  const { t, language } = useT();
  const signedIn = useSignedIn().data === true;
  const id = useParams()['*']?.replace(/\/$/, '') ?? '';
  return (
    <>
      <SkipLink />
      <div className="flex min-h-dvh flex-col bg-background">
        <header className="sticky top-0 z-30 border-border border-b bg-background/85 backdrop-blur">
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
            <div className="flex items-center gap-4">
              <Link
                to={language === 'en' ? '/' : `/${language}`}
                className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={t('nav.home')}
              >
                <Logo />
              </Link>
              <Link to="/explore" className="hidden items-center gap-1 font-medium text-sm sm:flex">
                <Compass className="size-4" aria-hidden />
                {t('explore:nav')}
              </Link>
            </div>
            <div className="flex items-center gap-2">
              <LanguageMenu onSelect={(next) => void changeAppLanguage(next)} />
              {/* On a phone the header has room for the language and the account; colours follow the system. */}
              <div className="hidden sm:block">
                <ColorModeSwitch />
              </div>
              <Link
                to={signedIn ? '/app' : '/auth/login'}
                className={buttonVariants({ size: 'sm' })}
                data-testid="explore-account"
              >
                {signedIn ? t('explore:openApp') : t('explore:signIn')}
              </Link>
            </div>
          </div>
        </header>
        <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
          <title>{`${id ? t('explore:title') : t('explore:pageTitle')} · Brandloom`}</title>
          {id ? <ExploreCreativePage key={id} id={id} /> : <ExploreFeed />}
        </main>
        <footer className="flex justify-center gap-4 py-6 text-muted-foreground text-xs">
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
