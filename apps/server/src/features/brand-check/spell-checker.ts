import type { Language } from '@brandloom/shared/i18n/languages';
import type { HunspellFactory } from 'hunspell-asm';
import type { IsWord } from './brand-check-context.ts';

/**
 * Offline dictionaries (wooorm's hunspell ports, decision 0056) read by Hunspell itself, compiled to
 * WebAssembly (hunspell-asm, decision 0067), each loaded the first time a creative in its language is
 * checked and kept for the process. Hunspell reads a .dic as it is and applies the affix rules when
 * it looks a word up, so French loads in about a second and a few tens of MB; nspell expanded every
 * form up front (French: 13–22 s and 290 MB). Hunspell also reads the dictionaries' compounding
 * rules, so German compounds (Sommerkollektion) and verb forms (entdecken) need no help of ours.
 */

type DictionaryModule = Promise<{ default: { aff: Uint8Array; dic: Uint8Array } }>;

/** English copy may be spelt the American or the British way (the compositor writes "favourite"). */
const dictionaries: Record<Language, (() => DictionaryModule)[]> = {
  en: [() => import('dictionary-en'), () => import('dictionary-en-gb')],
  de: [() => import('dictionary-de')],
  fr: [() => import('dictionary-fr')],
  es: [() => import('dictionary-es')],
};

/**
 * Words ads are written with that the dictionaries lack, each with a dictionary word whose forms it
 * takes: the platforms an app ad names, and German's everyday "shoppen" (Duden has it; the
 * compositor's own button says "Jetzt shoppen"). A test checks every phrase the compositor writes.
 */
const platforms: [word: string][] = [['iOS'], ['Android']];
const wordsAdsUse: Record<Language, [word: string, like?: string][]> = {
  en: platforms,
  de: [...platforms, ['shoppen', 'kaufen']],
  fr: platforms,
  es: platforms,
};

const loaded = new Map<Language, Promise<IsWord>>();

/**
 * One WebAssembly instance holds every language's dictionary. Its loader is imported with the
 * first check too, not with the server (0068).
 */
let hunspellModule: Promise<HunspellFactory> | undefined;
function hunspell(): Promise<HunspellFactory> {
  if (!hunspellModule) {
    hunspellModule = import('hunspell-asm').then(({ loadModule }) => loadModule());
    hunspellModule.catch(() => {
      hunspellModule = undefined;
    });
  }
  return hunspellModule;
}

const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

async function load(language: Language): Promise<IsWord> {
  const factory = await hunspell();
  const checkers: ((word: string) => boolean)[] = [];
  for (const loadDictionary of dictionaries[language]) {
    const { default: dictionary } = await loadDictionary();
    const aff = factory.mountBuffer(dictionary.aff);
    const dic = factory.mountBuffer(dictionary.dic);
    const checker = factory.create(aff, dic);
    // Hunspell has read both files into its own tables; the mounted copies are no longer needed.
    factory.unmount(aff);
    factory.unmount(dic);
    checkers.push((word) => checker.spell(word));
    for (const [word, like] of wordsAdsUse[language]) {
      if (like) checker.addWordWithAffix(word, like);
      else checker.addWord(word);
    }
  }
  const correct = (word: string) => checkers.some((checker) => checker(word));
  return (word) => {
    if (correct(word) || correct(capitalised(word.toLocaleLowerCase()))) return true;
    return word === word.toLocaleUpperCase() && correct(word.toLocaleLowerCase());
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
