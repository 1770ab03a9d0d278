import { isLanguage } from '@brandloom/shared/i18n/languages';
import { Outlet, useParams } from 'react-router';
import { SiteShell } from '~/components/layout/site-shell';

/** Default layout: the page language is the URL's (/de, /fr, /es), English elsewhere. */
export default function MarketingLayout() {
  const { lang } = useParams();
  return (
    <SiteShell language={isLanguage(lang) ? lang : 'en'}>
      <Outlet />
    </SiteShell>
  );
}
