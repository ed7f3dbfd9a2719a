/**
 * The PostgreSQL error behind a failed query (both drivers; Drizzle wraps the
 * driver's error in `cause`): its SQLSTATE code and constraint name, or null.
 */
export function pgError(error: unknown): { code: string; constraint: string | null } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === "string" ? candidate.constraint : null,
      };
    }
    current = candidate.cause;
  }
  return null;
}

/** SQLSTATE 23505: a unique constraint or index refused the row. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = pgError(error);
  return found?.code === "23505" && (!constraint || found.constraint === constraint);
}
