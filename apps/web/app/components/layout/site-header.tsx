import { blogPath } from '@brandloom/shared/blog/blog';
import { localizedPath } from '@brandloom/shared/site/site-pages';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ColorModeSwitch } from '~/components/color-mode-switch';
import { Menu, X } from '~/components/icons';
import { LanguageMenu } from '~/components/layout/language-menu';
import { buttonVariants } from '~/components/ui/button-variants';
import { useT } from '~/lib/i18n-context';
import { homeHref, pricingHref } from '~/lib/language';
import { Logo } from './logo';

/** Header of the public site (default and blog layouts). */
export function SiteHeader({ section }: { section?: string }) {
  const { t, language } = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const home = homeHref(language);
  const links = [
    { to: `${home}#features`, label: t('nav.features') },
    { to: `${home}#how-it-works`, label: t('nav.howItWorks') },
    { to: pricingHref(language), label: t('nav.pricing') },
    { to: blogPath(language), label: t('nav.blog') },
    { to: localizedPath(language, '/help'), label: t('nav.help') },
  ];

  // A navigation closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change on purpose
  useEffect(() => setMenuOpen(false), [location.key]);

  return (
    <header className="sticky top-0 z-40 border-border/60 border-b bg-background/75 backdrop-blur-xl supports-[backdrop-filter]:bg-background/60">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link to={home} aria-label={t('nav.home')} className="flex items-center gap-2 rounded-md">
          <Logo />
          {section && <span className="hidden text-muted-foreground sm:inline">/ {section}</span>}
        </Link>
        <nav aria-label={t('nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-md px-3 py-2 font-medium text-muted-foreground text-sm transition-colors hover:text-foreground"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <LanguageMenu linkToHome />
          <ColorModeSwitch />
          <span className="mx-1 h-5 w-px bg-border" />
          <Link to="/auth/login" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            {t('nav.signIn')}
          </Link>
          <Link to="/auth/signup" className={buttonVariants({ variant: 'inverted', size: 'sm' })}>
            {t('nav.signUp')}
          </Link>
        </div>
        <div className="ml-auto flex items-center gap-1 md:hidden">
          <Link to="/auth/signup" className={buttonVariants({ variant: 'inverted', size: 'sm' })}>
            {t('nav.signUp')}
          </Link>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          >
            {menuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
          </button>
        </div>
      </div>
      <div
        id="site-menu"
        hidden={!menuOpen}
        className="border-border border-t bg-background px-4 pt-2 pb-5 md:hidden"
      >
        <nav aria-label={t('nav.main')}>
          <ul className="flex flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="block rounded-md px-2 py-3 font-medium text-base">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/auth/login" className="block rounded-md px-2 py-3 font-medium text-base">
                {t('nav.signIn')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="mt-3 flex items-center justify-between border-border border-t px-2 pt-4">
          <LanguageMenu linkToHome align="start" />
          <ColorModeSwitch />
        </div>
      </div>
    </header>
  );
}
