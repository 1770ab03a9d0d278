import { Link, useLocation } from 'react-router';
import { ArrowLeft } from '~/components/icons';
import { NotFound } from '~/components/layout/status-page';
import { postBodies } from '~/features/blog/components/post-bodies';
import { findPost } from '~/features/blog/posts';
import { formatDate } from '~/lib/format-date';
import { useT } from '~/lib/i18n-context';
import { pageMeta } from '~/lib/meta';
import { translator } from '~/lib/translate';
import type { Route } from './+types/blog-post';

export const meta: Route.MetaFunction = ({ params }) => {
  const post = findPost(params['*'] ?? '');
  if (!post) return [{ title: translator('en')('marketing:meta.notFoundTitle') }];
  return pageMeta(`${post.title} · Brandloom`, post.description);
};

/** /blog/* — the slug may span several segments; an unknown slug is a 404. */
export default function BlogPost({ params }: Route.ComponentProps) {
  const { t, language } = useT();
  const { pathname } = useLocation();
  const post = findPost(params['*'] ?? '');
  const Body = post && postBodies[post.slug];
  if (!post || !Body) return <NotFound path={pathname} />;
  return (
    <article className="mx-auto max-w-[68ch] px-4 py-14 sm:px-6 sm:py-20">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1.5 font-medium text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('marketing:blog.allPosts')}
      </Link>
      <header className="mt-8 border-border border-b pb-8">
        <p className="text-muted-foreground text-sm">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, language)}</time> ·{' '}
          {t('marketing:blog.minutes', { count: post.readingMinutes })}
        </p>
        <h1 className="mt-3 text-balance font-semibold text-4xl leading-[1.1] tracking-tight sm:text-5xl">
          {post.title}
        </h1>
        <p className="mt-5 text-lg text-muted-foreground leading-relaxed">{post.description}</p>
        <p className="mt-5 font-medium text-sm">{t('marketing:blog.byline', { author: post.author })}</p>
      </header>
      <div className="article-body mt-10">
        <Body />
      </div>
    </article>
  );
}
