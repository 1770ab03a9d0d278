import type { Language } from '@brandloom/shared/i18n/languages';
import nspell from 'nspell';
import type { IsWord } from './brand-check-context.ts';

/**
 * Offline dictionaries (wooorm's hunspell ports, decision 0056) read by nspell, each loaded the first
 * time a creative in its language is checked and kept for the process: German takes about 2 s and
 * 45 MB, French about 10 s and 290 MB on this machine, so a server that never checks French copy
 * never pays for it.
 */

type DictionaryModule = Promise<{ default: { aff: Uint8Array; dic: Uint8Array } }>;

/** English copy may be spelt the American or the British way (the compositor writes "favourite"). */
const dictionaries: Record<Language, (() => DictionaryModule)[]> = {
  en: [() => import('dictionary-en'), () => import('dictionary-en-gb')],
  de: [() => import('dictionary-de')],
  fr: [() => import('dictionary-fr')],
  es: [() => import('dictionary-es')],
};

const loaded = new Map<Language, Promise<IsWord>>();

const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/**
 * German writes nouns together (Sommerkollektion) and nspell misses some verb forms the dictionary
 * makes through rules it does not read; a word whose capitalised form is a word, or that splits into
 * words of three letters or more (with a linking s), is taken as spelt right.
 */
function compoundOf(correct: (word: string) => boolean, word: string, depth = 0): boolean {
  if (depth > 3) return false;
  for (let cut = 3; cut <= word.length - 3; cut += 1) {
    const head = word.slice(0, cut);
    const rest = capitalised(word.slice(cut));
    const headIsWord =
      correct(capitalised(head)) || (head.endsWith('s') && correct(capitalised(head.slice(0, -1))));
    if (headIsWord && (correct(rest) || compoundOf(correct, rest, depth + 1))) return true;
  }
  return false;
}

async function load(language: Language): Promise<IsWord> {
  const checkers: ReturnType<typeof nspell>[] = [];
  for (const loadDictionary of dictionaries[language]) {
    const { default: dictionary } = await loadDictionary();
    checkers.push(nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) }));
  }
  const correct = (word: string) => checkers.some((checker) => checker.correct(word));
  return (word) => {
    if (correct(word) || correct(capitalised(word.toLocaleLowerCase()))) return true;
    if (word === word.toLocaleUpperCase() && correct(word.toLocaleLowerCase())) return true;
    return language === 'de' && (correct(capitalised(word)) || compoundOf(correct, word));
  };
}

/** The language's dictionary, loaded once per process (the first caller waits for it). */
export function dictionaryFor(language: Language): Promise<IsWord> {
  let found = loaded.get(language);
  if (!found) {
    found = load(language);
    // A failed load is tried again next time rather than kept.
    found.catch(() => loaded.delete(language));
    loaded.set(language, found);
  }
  return found;
}
