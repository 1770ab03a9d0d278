import { blogPath } from '@brandloom/shared/blog/blog';
import { languages } from '@brandloom/shared/i18n/languages';
import { compareToolNames, localizedPath } from '@brandloom/shared/site/site-pages';
import { Link } from 'react-router';
import { useT } from '~/lib/i18n-context';
import { homeHref, localizedHome, nativeLanguageNames, pricingHref } from '~/lib/language';
import { Logo } from './logo';

const builtYear = new Date(__BUILT_AT__).getUTCFullYear();

/** The public site's footer: every page, by language (decision 0047). Default export: loaded lazily by SiteShell. */
export default function SiteFooter() {
  const { t, language } = useT();
  const home = homeHref(language);
  const columns = [
    {
      title: t('footer.product'),
      links: [
        { to: `${home}#features`, label: t('nav.features') },
        { to: `${home}#how-it-works`, label: t('nav.howItWorks') },
        { to: pricingHref(language), label: t('nav.pricing') },
        { to: '/explore', label: t('nav.explore') },
        { to: '/auth/signup', label: t('nav.signUp') },
      ],
    },
    {
      title: t('footer.resources'),
      links: [
        { to: blogPath(language), label: t('nav.blog') },
        { to: localizedPath(language, '/help'), label: t('footer.helpAndContact') },
      ],
    },
    {
      title: t('footer.compare'),
      links: [
        ...Object.entries(compareToolNames).map(([tool, name]) => ({
          to: localizedPath(language, `/compare/${tool}`),
          label: name,
        })),
        { to: localizedPath(language, '/compare/ai-ad-generators'), label: t('footer.aiAdGenerators') },
      ],
    },
    {
      title: t('footer.legal'),
      links: [
        { to: '/terms', label: t('footer.terms') },
        { to: '/privacy', label: t('footer.privacy') },
      ],
    },
  ];
  return (
    <footer className="border-border border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-[1.4fr_repeat(5,1fr)]">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-muted-foreground text-sm">{t('footer.tagline')}</p>
        </div>
        {columns.map((column) => (
          <FooterColumn key={column.title} title={column.title}>
            {column.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted-foreground transition-colors hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
          </FooterColumn>
        ))}
        <FooterColumn title={t('footer.languages')}>
          {languages.map((code) => (
            <li key={code}>
              <Link
                to={localizedHome(code)}
                hrefLang={code}
                lang={code}
                className="text-muted-foreground transition-colors hover:text-foreground"
              >
                {nativeLanguageNames[code]}
              </Link>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-border/60 border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-muted-foreground text-xs sm:px-6">
          {t('footer.rights', { year: builtYear })}
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="font-medium text-sm">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </div>
  );
}
