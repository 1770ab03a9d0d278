import { type Post, type PostSummary, stagingCookieName } from '@brandloom/shared/blog/blog';
import type { Language } from '@brandloom/shared/i18n/languages';
import type { SiteStrings } from '@brandloom/shared/site/site-strings';
import { readCookie } from '~/lib/cookies';

/**
 * Preview mode (spec §2, decision 0047): with the operator's token in the previewToken cookie the
 * blog reads its posts, drafts included, from the server's preview API instead of the prerendered
 * data. Loaded by the blog routes only when that cookie is set (lib/preview-cookie.ts). Plain
 * fetch, not the typed API client: the public pages' JavaScript budget (0005).
 */
export function previewFromStaging(): boolean {
  return readCookie(stagingCookieName) !== undefined;
}

export interface BlogIndexData {
  language: Language;
  posts: PostSummary[];
  strings: SiteStrings['blog'];
  /** Read through the preview API: drafts included. */
  preview: boolean;
}

export interface BlogPostData {
  language: Language;
  post: Post;
  strings: SiteStrings['blog'];
  preview: boolean;
}

async function previewJson<T>(path: string): Promise<T | null> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  return response.ok ? ((await response.json()) as T) : null;
}

/** The index as preview mode sees it; null when the token is no longer accepted. */
export async function fetchPreviewIndex(language: Language): Promise<BlogIndexData | null> {
  const body = await previewJson<Omit<BlogIndexData, 'preview'>>(`/api/blog/posts?lang=${language}`);
  return body && { ...body, preview: true };
}

/** A post, draft or not, as preview mode sees it; null when there is none. */
export async function fetchPreviewPost(language: Language, slug: string): Promise<BlogPostData | null> {
  const query = new URLSearchParams({ lang: language, slug });
  const body = await previewJson<Omit<BlogPostData, 'preview'>>(`/api/blog/post?${query}`);
  return body && { ...body, preview: true };
}
