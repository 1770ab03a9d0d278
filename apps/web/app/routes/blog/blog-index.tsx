import { Link } from 'react-router';
import { ArrowRight } from '~/components/icons';
import { postPath, posts } from '~/features/blog/posts';
import { formatDate } from '~/lib/format-date';
import { useT } from '~/lib/i18n-context';
import { pageMeta } from '~/lib/meta';
import { translator } from '~/lib/translate';

export const meta = () => {
  const t = translator('en');
  return pageMeta(t('marketing:meta.blogTitle'), t('marketing:meta.blogDescription'));
};

export default function BlogIndex() {
  const { t, language } = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <h1 className="font-semibold text-4xl tracking-tight sm:text-5xl">{t('marketing:blog.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('marketing:blog.subtitle')}</p>
      <ul className="mt-12 divide-y divide-border border-border border-y">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="group relative py-8">
              <p className="text-muted-foreground text-sm">
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, language)}</time> ·{' '}
                {t('marketing:blog.minutes', { count: post.readingMinutes })}
              </p>
              <h2 className="mt-2 font-semibold text-2xl tracking-tight">
                <Link to={postPath(post)} className="after:absolute after:inset-0 group-hover:text-primary">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-3 text-muted-foreground leading-relaxed">{post.description}</p>
              <p className="mt-4 inline-flex items-center gap-1 font-medium text-primary text-sm">
                {t('marketing:blog.readMore')}
                <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
              </p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
