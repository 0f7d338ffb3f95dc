/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** Whether an error is PostgreSQL's unique violation (23505), however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
