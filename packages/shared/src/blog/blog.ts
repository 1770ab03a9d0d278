import { defaultLanguage, type Language } from '../i18n/languages.ts';

/**
 * The blog's shapes, shared by the prerender (route loaders), the server (preview API, feeds,
 * sitemap, covers) and the browser. The articles themselves are Markdown files under
 * `content/blog/{language}/{slug}.md`, read by `blog-content.ts` (Node only, decision 0047).
 */
export const blogCategories = ['guides', 'copywriting', 'brand-kit', 'testing', 'video', 'planning'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** A slug spans one or more lower-case path segments: `guides/ad-sizes`. */
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export interface PostSummary {
  slug: string;
  /** The language this version is written in (an index may list another language's post as a fallback). */
  language: Language;
  title: string;
  description: string;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  category: BlogCategory;
  readingMinutes: number;
  draft: boolean;
  /** Every language this post is written in, for hreflang links and the language menu. */
  languages: Language[];
}

export interface Post extends PostSummary {
  /** The article rendered from Markdown at build time (published) or by the preview API (drafts). */
  html: string;
  related: PostSummary[];
}

/** `/blog` or `/de/blog`, optionally with a post: English keeps the unprefixed address. */
export function blogPath(language: Language, slug?: string): string {
  const base = language === defaultLanguage ? '/blog' : `/${language}/blog`;
  return slug ? `${base}/${slug}` : base;
}

/** Where a post's cover (drawn by the brand compositor, 1200 × 630) is served. */
export function blogCoverPath(post: Pick<PostSummary, 'slug' | 'language'>): string {
  return `/api/blog/cover?lang=${post.language}&slug=${encodeURIComponent(post.slug)}`;
}

/** Words a minute for the reading time shown on posts. */
const wordsPerMinute = 200;

export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}

/** Preview mode's cookies (spec §2 names the first): the operator's token and the staging choice. */
export const previewCookieName = 'previewToken';
export const stagingCookieName = 'previewStaging';
