import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answers.ts';

describe('kept answers', () => {
  it('answers a key asked again without working it out again, also an undefined answer', () => {
    const asked: string[] = [];
    const lengthOf = keptAnswers((key) => {
      asked.push(key);
      return key === '' ? undefined : key.length;
    });
    expect([lengthOf('abc'), lengthOf('abc'), lengthOf(''), lengthOf(''), lengthOf('de')]).toEqual([
      3,
      3,
      undefined,
      undefined,
      2,
    ]);
    expect(asked).toEqual(['abc', '', 'de']);
  });

  it('holds at most as many keys as it may, then starts again', () => {
    const asked: string[] = [];
    const echo = keptAnswers((key) => {
      asked.push(key);
      return key;
    }, 2);
    for (const key of ['a', 'b', 'a', 'c', 'a', 'c']) expect(echo(key)).toBe(key);
    // 'c' came when two were held: they went, so 'a' was worked out again.
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});
