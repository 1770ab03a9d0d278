import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { defaultLanguage, isLanguage, type Language, languages } from '../i18n/languages.ts';
import { blogCategories, blogSlugPattern, type Post, type PostSummary, readingMinutes } from './blog.ts';

/**
 * Reads the blog's Markdown files (Node only: the prerender's route loaders and the server).
 * `{dir}/{language}/{slug}.md` with YAML front matter; a file that does not fit fails loudly with
 * its name, so a broken post stops the build instead of vanishing.
 */
const frontMatterSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  author: z.string().trim().min(1),
  date: z.iso.date(),
  category: z.enum(blogCategories),
  draft: z.boolean().default(false),
});

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;
// Line breaks inside a paragraph are kept: the articles' templates are written one field a line.
const markdown = new Marked({ gfm: true, breaks: true });
const relatedCount = 3;

interface Visibility {
  /** Drafts too (preview mode). */
  drafts: boolean;
}

export interface BlogContent {
  /** The posts written in `language`, newest first. */
  list(language: Language, visibility: Visibility): PostSummary[];
  /** What a language's blog index shows: its own posts, then English ones not translated yet. */
  index(language: Language, visibility: Visibility): PostSummary[];
  find(language: Language, slug: string, visibility: Visibility): Post | undefined;
}

async function markdownFiles(dir: string): Promise<string[]> {
  let entries: { name: string; isDirectory(): boolean; isFile(): boolean }[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return markdownFiles(path);
      return entry.isFile() && entry.name.endsWith('.md') ? [path] : [];
    }),
  );
  return nested.flat();
}

type ParsedPost = Omit<Post, 'related' | 'languages'>;

async function readPost(dir: string, file: string): Promise<ParsedPost> {
  const [language, ...segments] = relative(dir, file).split(sep);
  const slug = segments.join('/').replace(/\.md$/, '');
  if (!isLanguage(language) || !blogSlugPattern.test(slug)) {
    throw new Error(`Blog post ${file}: expected {language}/{lower-case-slug}.md under ${dir}`);
  }
  const source = await readFile(file, 'utf8');
  const match = frontMatterPattern.exec(source);
  if (!match) throw new Error(`Blog post ${file}: the file must start with --- front matter ---`);
  const parsed = frontMatterSchema.safeParse(parseYaml(match[1] ?? ''));
  if (!parsed.success) throw new Error(`Blog post ${file}: ${z.prettifyError(parsed.error)}`);
  const body = match[2] ?? '';
  return {
    ...parsed.data,
    slug,
    language,
    readingMinutes: readingMinutes(body),
    html: await markdown.parse(body),
  };
}

const newestFirst = (a: { date: string; slug: string }, b: { date: string; slug: string }) =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

function summary({ html: _html, related: _related, ...rest }: Post): PostSummary {
  return rest;
}

/** Every post of `dir`, drafts included; callers choose what to show. */
export async function readBlogContent(dir: string): Promise<BlogContent> {
  const parsed = await Promise.all((await markdownFiles(dir)).map((file) => readPost(dir, file)));
  const languagesOf = new Map<string, Language[]>();
  for (const post of parsed)
    languagesOf.set(post.slug, [...(languagesOf.get(post.slug) ?? []), post.language]);
  const posts: Post[] = parsed.sort(newestFirst).map((post) => ({
    ...post,
    languages: languages.filter((language) => languagesOf.get(post.slug)?.includes(language)),
    related: [],
  }));
  const visible = (post: Post, { drafts }: Visibility) => drafts || !post.draft;

  function list(language: Language, visibility: Visibility): PostSummary[] {
    return posts.filter((post) => post.language === language && visible(post, visibility)).map(summary);
  }

  return {
    list,
    index(language, visibility) {
      const own = list(language, visibility);
      if (language === defaultLanguage) return own;
      const translated = new Set(own.map((post) => post.slug));
      const untranslated = list(defaultLanguage, visibility).filter((post) => !translated.has(post.slug));
      return [...own, ...untranslated];
    },
    find(language, slug, visibility) {
      const post = posts.find((p) => p.language === language && p.slug === slug && visible(p, visibility));
      if (!post) return undefined;
      // Same category first, then the newest: what a reader of this post most likely wants next.
      const related = list(language, visibility)
        .filter((other) => other.slug !== slug)
        .sort((a, b) => Number(b.category === post.category) - Number(a.category === post.category))
        .slice(0, relatedCount);
      return { ...post, related };
    },
  };
}
