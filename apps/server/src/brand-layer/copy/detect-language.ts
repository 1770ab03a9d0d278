import type { Language } from '@brandloom/shared/i18n/languages';
import { francAll } from 'franc-min';
import type { CreativeBrand } from '../../adapters/image-provider/image-provider.ts';
import { languageMarkers, wordPattern } from './brief-lexicon.ts';

/**
 * The language of a short text among the app's four (decision 0033). Prompts are one line, where
 * trigram statistics alone guess wrong ("Erstelle eine Anzeige für unsere neue
 * Sommerkollektion" reads as French to franc), so marker words and letters decide first and franc
 * only breaks a tie on longer texts.
 */

const languages = Object.keys(languageMarkers) as Language[];

const markerPatterns = languages.map(
  (language) => [language, wordPattern(languageMarkers[language])] as const,
);

const letterHints: [Language, RegExp][] = [
  ['de', /[äöüß]/giu],
  ['es', /[ñ¿¡]|ción\b/giu],
  ['fr', /[çœèêëâîôû]|\b[ldjnqs][’']\p{L}/giu],
];

const francCodes: Record<string, Language> = { eng: 'en', deu: 'de', fra: 'fr', spa: 'es' };
const francOptions = { only: Object.keys(francCodes), minLength: 12 };

function francGuess(text: string): Language | null {
  const [first, second] = francAll(text, francOptions);
  if (!first || first[0] === 'und') return null;
  // franc scores the best language 1; a runner-up close behind means it cannot tell.
  if (second && second[1] > 0.92) return null;
  return francCodes[first[0]] ?? null;
}

/** The text's language, or null when it gives too little to tell. */
export function detectLanguage(text: string): Language | null {
  const scores = new Map<Language, number>(languages.map((language) => [language, 0]));
  for (const [language, pattern] of markerPatterns)
    scores.set(language, (scores.get(language) ?? 0) + (text.match(pattern)?.length ?? 0));
  for (const [language, pattern] of letterHints)
    scores.set(language, (scores.get(language) ?? 0) + Math.min(2, text.match(pattern)?.length ?? 0) * 1.5);
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [best, runnerUp] = ranked;
  if (best && best[1] > 0 && best[1] > (runnerUp?.[1] ?? 0)) return best[0];
  return francGuess(text);
}

/** The brand's language, read from its brief (the brand has no language setting of its own). */
function brandLanguage(brand: CreativeBrand | null): Language | null {
  if (!brand) return null;
  const { description, toneOfVoice, audience, offer } = brand.brief;
  return detectLanguage([description, toneOfVoice, audience, offer].filter(Boolean).join('. '));
}

/**
 * The one language of a creative's copy: the prompt's, else the brand's, else the app's (the
 * user's UI language). Headline, sub-line, call to action and badge are all written in it.
 */
export function chooseCopyLanguage(
  prompt: string,
  brand: CreativeBrand | null,
  uiLanguage: Language,
): Language {
  return detectLanguage(prompt) ?? brandLanguage(brand) ?? uiLanguage;
}
