import { blogCoverPath, blogPath } from '@brandloom/shared/blog/blog';
import { isLanguage } from '@brandloom/shared/i18n/languages';
import { siteStrings } from '@brandloom/shared/site/site-strings';
import { data, Link } from 'react-router';
import { ArrowRight } from '~/components/icons';
import { PostMeta } from '~/features/blog/components/post-meta';
import { blogContent } from '~/features/site/site-content.server';
import { useT } from '~/lib/i18n-context';
import { organizationLd, seoMeta } from '~/lib/page-meta.server';
import { previewActive } from '~/lib/preview-cookie';
import { loadCatalog, translator } from '~/lib/translate';
import type { Route } from './+types/blog-index';

/** Runs while prerendering: the index of /blog and /{lang}/blog, with untranslated posts in English. */
export async function loader({ params }: Route.LoaderArgs) {
  const language = params.lang ?? 'en';
  if (!isLanguage(language)) throw data(null, { status: 404 });
  const posts = (await blogContent()).index(language, { drafts: false });
  await Promise.all([loadCatalog(language), loadCatalog('en')]);
  const t = translator(language);
  const meta = [
    ...seoMeta({
      title: t('marketing:meta.blogTitle'),
      description: t('marketing:meta.blogDescription'),
      language,
      path: '/blog',
      jsonLd: [organizationLd()],
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      href: `${blogPath(language)}/feed.xml`,
    },
  ];
  return { language, posts, strings: siteStrings(language).blog, preview: false, meta };
}

/** Preview mode reads drafts from the server; otherwise the prerendered data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const language = params.lang ?? 'en';
  if (isLanguage(language) && previewActive()) {
    const { fetchPreviewIndex } = await import('~/features/blog/preview-mode');
    const preview = await fetchPreviewIndex(language);
    if (preview) return preview;
  }
  return serverLoader().catch(() => {
    throw data(null, { status: 404 });
  });
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData && 'meta' in loaderData ? loaderData.meta : [];

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { t, language } = useT();
  const { posts, strings } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
      <h1 className="font-semibold text-4xl tracking-tight sm:text-5xl">{t('marketing:blog.title')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{t('marketing:blog.subtitle')}</p>
      {posts.some((post) => post.language !== language) && (
        <p className="mt-2 text-muted-foreground text-sm">{strings.translationsNote}</p>
      )}
      <ul className="mt-12 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={`${post.language}:${post.slug}`}>
            <article className="group relative flex h-full flex-col" lang={post.language}>
              <img
                src={blogCoverPath(post)}
                alt=""
                width={1200}
                height={800}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] w-full rounded-xl border border-border bg-muted object-cover"
              />
              <PostMeta post={post} strings={strings} className="mt-4 text-muted-foreground text-sm">
                {post.language !== language && <span className="ml-2 text-xs">({strings.inEnglish})</span>}
              </PostMeta>
              <h2 className="mt-2 font-semibold text-xl leading-snug tracking-tight">
                <Link
                  to={blogPath(post.language, post.slug)}
                  className="after:absolute after:inset-0 group-hover:text-primary"
                >
                  {post.title}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-muted-foreground leading-relaxed">{post.description}</p>
              <p className="mt-4 inline-flex items-center gap-1 font-medium text-primary text-sm">
                {t('marketing:blog.readMore')}
                <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
              </p>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-16 text-sm">
        <a
          href={`${blogPath(language)}/feed.xml`}
          className="text-muted-foreground underline underline-offset-4 hover:text-foreground"
        >
          {strings.feed}
        </a>
      </p>
    </div>
  );
}
