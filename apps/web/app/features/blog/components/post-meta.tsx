import type { PostSummary } from '@brandloom/shared/blog/blog';
import type { SiteStrings } from '@brandloom/shared/site/site-strings';
import { formatDate } from '~/lib/format-date';
import { useT } from '~/lib/i18n-context';

/**
 * A post's line of facts — category, date, reading time, and "Draft" in preview mode — as the
 * blog index's cards and the post's header both show it. `children` adds to the end of the line.
 */
export function PostMeta({
  post,
  strings,
  className = 'text-muted-foreground text-sm',
  children,
}: {
  post: PostSummary;
  strings: Pick<SiteStrings['blog'], 'categories' | 'draft'>;
  className?: string;
  children?: React.ReactNode;
}) {
  const { t, language } = useT();
  return (
    <p className={className}>
      <span className="font-medium text-primary">{strings.categories[post.category]}</span>
      {' · '}
      <time dateTime={post.date}>{formatDate(post.date, language)}</time>
      {' · '}
      {t('marketing:blog.minutes', { count: post.readingMinutes })}
      {post.draft && (
        <span className="ml-2 rounded bg-amber-500/15 px-1.5 py-0.5 text-xs">{strings.draft}</span>
      )}
      {children}
    </p>
  );
}
