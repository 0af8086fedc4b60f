/**
 * What each database promises about acknowledged writes (docs/decisions/044-embedded-durability.md).
 * PostgreSQL (DATABASE_URL) flushes its log to disk before it answers a commit. The embedded PGlite
 * writes through the operating system without ever calling fsync: an acknowledged write survives
 * the end of the process (kill -9 included) but not a power loss or an operating-system crash,
 * which can lose the last writes or damage the data directory. Hence the warning below.
 */
export function embeddedDurabilityWarning(
  database: { kind: 'pglite' | 'postgres' },
  config: { appEnv: string },
): string | undefined {
  if (database.kind !== 'pglite' || config.appEnv !== 'production') return undefined
  return (
    'the embedded database (PGlite) never flushes to disk: writes survive a crash of this process, ' +
    'but a power loss or an operating-system crash can lose the latest ones or damage DATA_DIR; ' +
    'run production on PostgreSQL (DATABASE_URL=postgres://…), docs/decisions/044-embedded-durability.md'
  )
}
