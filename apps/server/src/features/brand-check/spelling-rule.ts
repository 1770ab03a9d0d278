import type { LayerDocument } from '@brandloom/shared/layers';
import { type CheckContext, type Finding, finding } from './brand-check-context.ts';
import { copyTexts } from './layer-elements.ts';

/**
 * The copy spelt right in its language. Not words, so never flagged: numbers, prices, percentages,
 * URLs, e-mail addresses, hashtags and handles, short all-capital abbreviations; nor the brand's
 * name, words of the prompt (product names the user typed) and of the brand's website address.
 */

const notWords = [
  /\d/, // numbers, prices, percentages, sizes
  /^(https?:|www\.)/i,
  /\.[a-z]{2,}$/i, // a domain
  /[@#/]/, // e-mail, handle, hashtag, path
];
const edgePunctuation = /^[^\p{L}]+|[^\p{L}]+$/gu;

/** The words of some copy, as a person would look them up. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/[’ʼ]/g, "'")
    .replace(/\u00ad/g, '')
    .split(/[\s\u2013\u2014]+/)
    .filter((token) => token.length > 0 && !notWords.some((pattern) => pattern.test(token)))
    .flatMap((token) => token.replace(edgePunctuation, '').split(/-(?=\p{L})/u))
    .map((word) => word.replace(edgePunctuation, ''))
    .filter((word) => /\p{L}/u.test(word) && !/^\p{Lu}{2,5}$/u.test(word));
}

/** The words of the prompt, the brand's name and the like, lower case, that are never flagged. */
export function ignoredWords(...texts: (string | null | undefined)[]): Set<string> {
  return new Set(
    texts.flatMap((text) =>
      (text ?? '')
        .replace(/[’ʼ]/g, "'")
        .split(/[^\p{L}\p{N}']+/u)
        .filter((word) => word.length > 0)
        .map((word) => word.toLowerCase()),
    ),
  );
}

/** A line broken with a hyphen continues its word on the next line. */
function textOfLines(lines: readonly { text: string }[]): string {
  return lines.reduce((text, line, index) => {
    if (index === 0) return line.text;
    return /\p{L}[-\u00ad]$/u.test(text) ? text.slice(0, -1) + line.text : `${text} ${line.text}`;
  }, '');
}

/** The words of `text` the dictionary does not know, once each, in order. */
export function misspeltWords(text: string, spelling: NonNullable<CheckContext['spelling']>): string[] {
  return [
    ...new Set(
      wordsOf(text).filter((word) => !spelling.ignored.has(word.toLowerCase()) && !spelling.isWord(word)),
    ),
  ];
}

export function checkSpelling(document: LayerDocument, context: CheckContext): Finding[] {
  const spelling = context.spelling;
  if (!spelling) return [];
  return copyTexts(document).map(({ layer, element }) => {
    const misspelt = misspeltWords(textOfLines(element.fitted.lines), spelling);
    const words = misspelt.map((word) => `“${word}”`).join(', ');
    return finding('spelling', misspelt.length === 0 ? 'pass' : 'warn', layer, {
      words,
      count: misspelt.length,
    });
  });
}
