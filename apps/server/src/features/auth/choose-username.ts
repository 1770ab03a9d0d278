import { usernameMaxLength, usernameMinLength } from '@brandloom/shared/auth-schemas';
import type { Database } from '../../db/client.ts';
import { findUsernamesStartingWith } from './username.repository.ts';

/** Used when neither the e-mail nor the name gives enough usable characters. */
const fallbackBase = 'user';
/** Room kept for a numeric suffix, so every candidate shares the first characters of the base. */
const suffixRoom = 6;

/** Lower-case letters, digits, `_` and `.` only (our username rule), accents folded ("José" → "jose"). */
function usernameCharacters(text: string, separator: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, separator)
    .replace(/[^a-z0-9_.]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._]+|[._]+$/g, '');
}

/** The username a new user would like: the e-mail's local part (without a +tag), else the name. */
export function usernameBase(seed: { email: string; name?: string | null }): string {
  const local = seed.email.split('@')[0]?.split('+')[0] ?? '';
  const candidates = [usernameCharacters(local, '.'), usernameCharacters(seed.name ?? '', '.')];
  const base = candidates.find((candidate) => candidate.length >= usernameMinLength) ?? fallbackBase;
  return base.slice(0, usernameMaxLength).replace(/[._]+$/, '');
}

/**
 * The first free username from `base`: itself, then `base2`, `base3`, … (the base is shortened
 * so the suffix fits the length limit). `taken` holds lower-case usernames already in use.
 */
export function deriveUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = String(n);
    const candidate = `${base.slice(0, usernameMaxLength - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A unique username for a user who signed up without choosing one (Google sign-in). Two sign-ups
 * racing for the same name make the second insert fail on the unique index, not a duplicate.
 */
export async function chooseUsernameForNewUser(
  db: Database,
  seed: { email: string; name?: string | null },
): Promise<string> {
  const base = usernameBase(seed);
  const taken = await findUsernamesStartingWith(db, base.slice(0, usernameMaxLength - suffixRoom));
  return deriveUsername(base, new Set(taken));
}
