/** `value` when it is one of `values` (an address parameter, say), else null. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;
