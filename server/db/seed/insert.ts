/**
 * Chunked inserts. `insertChunks` uses Drizzle's insert builder (one parameter per value);
 * `insertJson` sends a whole chunk as one JSON parameter and expands it with jsonb_to_recordset,
 * column names and types taken from the Drizzle table, which is several times faster for the
 * big tables (properties, stays, rooms, inventory) on PGlite and Postgres alike.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/client.ts'

const DEFAULT_CHUNK = 500

export async function insertChunks<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  size = DEFAULT_CHUNK,
): Promise<number> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size))
  }
  return rows.length
}

/**
 * Inserts rows chunk by chunk as JSON. A column is written when some row of the chunk sets it
 * (rows without it get NULL); columns no row sets keep their database default.
 */
export async function insertJson<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  size = 2_000,
): Promise<number> {
  const columns = Object.entries(getTableColumns(table))
  const tableName = sql.identifier(getTableName(table))
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size) as Record<string, unknown>[]
    const used = columns.filter(([key]) => chunk.some((row) => row[key] !== undefined))
    const payload = chunk.map((row) => {
      const out: Record<string, unknown> = {}
      for (const [key, column] of used) out[column.name] = row[key] ?? null
      return out
    })
    const names = sql.join(
      used.map(([, c]) => sql.identifier(c.name)),
      sql`, `,
    )
    const types = sql.join(
      used.map(([, c]) => sql`${sql.identifier(c.name)} ${sql.raw(c.getSQLType())}`),
      sql`, `,
    )
    await db.execute(
      sql`insert into ${tableName} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as x(${types})`,
    )
  }
  return rows.length
}
