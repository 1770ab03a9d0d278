import type { BlogContent } from '@brandloom/shared/blog/blog-content';

// Its Markdown and YAML parsers (~320 KB of JavaScript) load with the first blog page, not at start (0062).
async function readBlogContent(dir: string): Promise<BlogContent> {
  return (await import('@brandloom/shared/blog/blog-content')).readBlogContent(dir);
}

export interface BlogSource {
  /** The published blog, read once: the prerendered pages are built from the same folder. */
  published(): Promise<BlogContent>;
  /** What preview mode shows, read afresh on every request so an edit shows without a restart or rebuild. */
  preview(staging: boolean): Promise<BlogContent>;
  /** A staging folder is configured (BLOG_STAGING_DIR). */
  readonly hasStaging: boolean;
}

/** The blog's Markdown folders: BLOG_CONTENT_DIR, and BLOG_STAGING_DIR for `?staging` previews (0047). */
export function createBlogSource(dir: string, stagingDir?: string): BlogSource {
  let published: Promise<BlogContent> | undefined;
  return {
    published() {
      published ??= readBlogContent(dir).catch((error: unknown) => {
        published = undefined;
        throw error;
      });
      return published;
    },
    preview: (staging) => readBlogContent(staging && stagingDir ? stagingDir : dir),
    hasStaging: stagingDir !== undefined,
  };
}
