import { blogCoverPath, blogPath } from '@brandloom/shared/blog/blog';
import { isLanguage } from '@brandloom/shared/i18n/languages';
import { siteStrings } from '@brandloom/shared/site/site-strings';
import { data, Link } from 'react-router';
import { ArrowLeft } from '~/components/icons';
import { PostMeta } from '~/features/blog/components/post-meta';
import { blogContent } from '~/features/site/site-content.server';
import { useT } from '~/lib/i18n-context';
import { absoluteUrl, organizationLd, seoMeta } from '~/lib/page-meta.server';
import { previewActive } from '~/lib/preview-cookie';
import type { Route } from './+types/blog-post';

const slugOf = (params: { '*'?: string }) => (params['*'] ?? '').replace(/\/+$/, '');

/** Runs while prerendering: a published post (the slug may span several segments) with its related posts. */
export async function loader({ params }: Route.LoaderArgs) {
  const language = params.lang ?? 'en';
  if (!isLanguage(language)) throw data(null, { status: 404 });
  const post = (await blogContent()).find(language, slugOf(params), { drafts: false });
  if (!post) throw data(null, { status: 404 });
  const meta = seoMeta({
    title: `${post.title} · Brandloom`,
    description: post.description,
    language,
    path: `/blog/${post.slug}`,
    languages: post.languages,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        inLanguage: language,
        author: { '@type': 'Person', name: post.author },
        image: absoluteUrl(blogCoverPath(post)),
        mainEntityOfPage: absoluteUrl(blogPath(language, post.slug)),
        publisher: organizationLd(),
      },
    ],
  });
  return { language, post, strings: siteStrings(language).blog, preview: false, meta };
}

/** Drafts are never prerendered: preview mode reads them (and fresh published posts) from the server. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const language = params.lang ?? 'en';
  if (isLanguage(language) && previewActive()) {
    const { fetchPreviewPost } = await import('~/features/blog/preview-mode');
    const preview = await fetchPreviewPost(language, slugOf(params));
    if (preview) return preview;
  }
  return serverLoader().catch(() => {
    throw data(null, { status: 404 });
  });
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  !loaderData ? [] : 'meta' in loaderData ? loaderData.meta : [{ title: loaderData.post.title }];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t, language } = useT();
  const { post, strings } = loaderData;
  return (
    <>
      <article className="mx-auto max-w-[68ch] px-4 py-14 sm:px-6 sm:py-20">
        <Link
          to={blogPath(language)}
          className="inline-flex items-center gap-1.5 font-medium text-muted-foreground text-sm hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('marketing:blog.allPosts')}
        </Link>
        <header className="mt-8 border-border border-b pb-8">
          <PostMeta post={post} strings={strings} />
          <h1 className="mt-3 text-balance font-semibold text-4xl leading-[1.1] tracking-tight sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 text-lg text-muted-foreground leading-relaxed">{post.description}</p>
          <p className="mt-5 font-medium text-sm">{t('marketing:blog.byline', { author: post.author })}</p>
        </header>
        <img
          src={blogCoverPath(post)}
          alt=""
          width={1200}
          height={800}
          className="mt-10 aspect-[3/2] w-full rounded-xl border border-border bg-muted object-cover"
        />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered by the prerender or the preview API */}
        <div className="article-body mt-10" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      {post.related.length > 0 && (
        <aside aria-labelledby="related-posts" className="border-border border-t bg-muted/30">
          <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
            <h2 id="related-posts" className="font-semibold text-2xl tracking-tight">
              {strings.related}
            </h2>
            <ul className="mt-8 grid gap-8 sm:grid-cols-3">
              {post.related.map((related) => (
                <li key={related.slug}>
                  <Link to={blogPath(related.language, related.slug)} className="group block">
                    <p className="text-muted-foreground text-sm">{strings.categories[related.category]}</p>
                    <p className="mt-1 font-medium leading-snug group-hover:text-primary">{related.title}</p>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      )}
    </>
  );
}
