/** The driver's error in `error`'s chain (Drizzle wraps driver errors): the one with a SQLSTATE code. */
function driverError(error: unknown): { code: string; constraint?: unknown } | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string') return current as Error & { code: string; constraint?: unknown };
  }
  return null;
}

/** Whether `error` is a unique-constraint violation (of `constraint`, when named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = driverError(error);
  return found?.code === '23505' && (constraint === undefined || found.constraint === constraint);
}

/** Whether `error` is a foreign-key violation: a row it points at is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return driverError(error)?.code === '23503';
}
