/** PostgreSQL's code for a unique constraint that refused a row. */
const UNIQUE_VIOLATION = '23505';

/** Whether a unique constraint refused the row; Drizzle wraps the driver's error, whose SQLSTATE code sits on it or on its cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
