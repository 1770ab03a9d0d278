import { Outlet } from 'react-router';
import { SiteShell } from '~/components/layout/site-shell';
import { translator } from '~/lib/translate';

/** Blog layout: the posts are written in English, so the blog chrome is English too. */
export default function BlogLayout() {
  return (
    <SiteShell language="en" section={translator('en')('marketing:blog.title')}>
      <Outlet />
    </SiteShell>
  );
}
