/** Blog post metadata. Plain data (no JSX) so react-router.config.ts can list the paths to prerender. */
export interface PostMeta {
  /** May span several path segments: /blog/{slug}. */
  slug: string;
  title: string;
  description: string;
  author: string;
  publishedAt: string;
  readingMinutes: number;
}

export const posts: PostMeta[] = [
  {
    slug: 'guides/on-brand-ad-creative-checklist',
    title: 'The on-brand ad creative checklist: eight things to settle before you generate',
    description:
      'Most off-brand ads are decided before the first pixel. Settle these eight things once and every creative starts on brand.',
    author: 'Mara Lindqvist',
    publishedAt: '2026-11-10',
    readingMinutes: 6,
  },
  {
    slug: 'brand-kit/one-brief-every-format',
    title: 'One brief, every format: keeping ads consistent from 1:1 to 9:16',
    description:
      'How to plan a campaign so the square feed ad, the story and the display banner feel like the same brand — without designing each by hand.',
    author: 'Tomás Ferreira',
    publishedAt: '2026-10-28',
    readingMinutes: 5,
  },
];

export function postPath(post: PostMeta): string {
  return `/blog/${post.slug}`;
}

export function findPost(slug: string): PostMeta | undefined {
  return posts.find((post) => post.slug === slug.replace(/\/+$/, ''));
}
