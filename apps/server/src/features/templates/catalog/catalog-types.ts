import type { Language } from '@brandloom/shared/i18n/languages';
import type { TemplateCategory } from '@brandloom/shared/templates';

/**
 * What the catalogue is written in: per category, its colour looks and its themes, each theme's
 * texts in the four languages. The catalogue multiplies themes by layouts, shapes and looks into
 * the library's templates (decision 0027).
 */

/** What an ad says, as the brand compositor reads prompts (copy/parse-brief.ts `CopyIntent`). */
type ThemeIntent = 'sale' | 'testimonial' | 'event' | 'app' | 'shop' | 'general';

interface ThemeText {
  /** The template's name in the library, 2–5 words ("Christmas gift sale"). */
  title: string;
  /** A prompt that makes this ad, as a user would type it (one sentence, ≤ 140 characters). */
  prompt: string;
  /** Preview copy: a headline of ≤ 32 characters, a sub-line of ≤ 70, a call to action of ≤ 18. */
  headline: string;
  subline: string;
  cta: string;
}

export interface TemplateTheme {
  /** Unique over the whole catalogue, kebab-case; part of template ids, so never renamed. */
  key: string;
  intent: ThemeIntent;
  /** English words for image models: the scene to paint behind the copy (no text in it). */
  scene: string;
  text: Record<Language, ThemeText>;
}

/** A colour look: three hex colours, primary first (background-leaning), then secondary, accent. */
type TemplatePalette = readonly [string, string, string];

export interface CategoryCatalog {
  category: TemplateCategory;
  /** Exactly four looks that suit the category. */
  palettes: readonly [TemplatePalette, TemplatePalette, TemplatePalette, TemplatePalette];
  /** Exactly seven themes. */
  themes: readonly TemplateTheme[];
}
