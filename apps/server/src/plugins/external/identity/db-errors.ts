/** True when a statement failed on a unique constraint (PostgreSQL and PGlite report 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
