import type { authErrors } from './locales/en/auth-errors.ts';
import type { emails } from './locales/en/emails.ts';
import type { errors } from './locales/en/errors.ts';

/** Same keys as the English catalog, any string values: every language must fill every key. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export type ErrorMessages = Messages<typeof errors>;
export type AuthErrorMessages = Messages<typeof authErrors>;
export type EmailMessages = Messages<typeof emails>;
