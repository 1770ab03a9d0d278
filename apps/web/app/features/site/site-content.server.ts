import { type BlogContent, readBlogContent } from '@brandloom/shared/blog/blog-content';

let content: Promise<BlogContent> | undefined;

/**
 * The blog as the prerender reads it (route loaders run at build time only): the Markdown folder
 * vite.config.ts names in BLOG_CONTENT_DIR, read once per build.
 */
export function blogContent(): Promise<BlogContent> {
  const dir = process.env.BLOG_CONTENT_DIR;
  if (!dir) throw new Error('BLOG_CONTENT_DIR is not set (vite.config.ts sets it for the build)');
  content ??= readBlogContent(dir);
  return content;
}
