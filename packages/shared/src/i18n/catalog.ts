import type { errors } from './locales/en/errors.ts';

/** Same keys as the English catalog, any string values: every language must fill every key. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export type ErrorMessages = Messages<typeof errors>;
