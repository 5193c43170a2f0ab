/** PostgreSQL's unique_violation (SQLSTATE 23505): a constraint, not a prior read, decides a race. */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === '23505';
}
