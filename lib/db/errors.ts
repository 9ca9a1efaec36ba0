/** A foreign key refused the change (PostgreSQL 23503), however the driver wraps it. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
