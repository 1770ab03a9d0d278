import { describe, expect, it } from 'vitest';
import { deriveUsername, usernameBase } from './choose-username.ts';

describe('usernameBase', () => {
  it('takes the e-mail local part, lower-cased, without a +tag', () => {
    expect(usernameBase({ email: 'Jane.Doe+ads@gmail.com', name: 'Jane Doe' })).toBe('jane.doe');
  });

  it('keeps only letters, digits, _ and . and folds accents', () => {
    expect(usernameBase({ email: 'josé-maría@example.es' })).toBe('jose_maria');
    expect(usernameBase({ email: '..a..b__@example.com' })).toBe('a.b');
  });

  it('falls back to the name, then to "user", when the local part is too short', () => {
    expect(usernameBase({ email: 'jo@example.com', name: 'Jo Müller' })).toBe('jo.muller');
    expect(usernameBase({ email: 'x@example.com', name: '李' })).toBe('user');
  });

  it('is at most 30 characters', () => {
    const base = usernameBase({ email: `${'a'.repeat(40)}@example.com` });
    expect(base).toBe('a'.repeat(30));
  });
});

describe('deriveUsername', () => {
  it('uses the base when it is free', () => {
    expect(deriveUsername('jane.doe', new Set(['jane']))).toBe('jane.doe');
  });

  it('adds the first free number from 2 when it is taken', () => {
    expect(deriveUsername('jane.doe', new Set(['jane.doe']))).toBe('jane.doe2');
    expect(deriveUsername('jane.doe', new Set(['jane.doe', 'jane.doe2', 'jane.doe3']))).toBe('jane.doe4');
  });

  it('shortens a long base so the number fits in 30 characters', () => {
    const base = 'b'.repeat(30);
    const result = deriveUsername(base, new Set([base]));
    expect(result).toBe(`${'b'.repeat(29)}2`);
    expect(result).toHaveLength(30);
  });
});
