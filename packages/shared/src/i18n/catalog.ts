import type { authErrors } from './locales/en/auth-errors.ts';
import type { emails } from './locales/en/emails.ts';
import type { errors } from './locales/en/errors.ts';

/** The base of a plural key (`brands_other` → `brands`). */
type PluralBase<K> = K extends `${infer Base}_other` ? Base : never;

/**
 * Same keys as the English catalog, any string values: every language must fill every key. Plural
 * keys (`_one`, `_other`) may add the forms a language's plural rules have beyond English's
 * (French and Spanish `_many`); `npm run i18n:check` asks for exactly those (0032).
 */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> } & {
  [K in PluralBase<keyof T> & string as `${K}_many`]?: string;
};

export type ErrorMessages = Messages<typeof errors>;
export type AuthErrorMessages = Messages<typeof authErrors>;
export type EmailMessages = Messages<typeof emails>;
