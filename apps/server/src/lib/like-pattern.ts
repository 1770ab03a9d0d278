/** An ILIKE pattern matching `text` anywhere; `%`, `_` and `\` typed by a user are searched for literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
