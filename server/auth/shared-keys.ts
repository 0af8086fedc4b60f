import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { providerKeys } from '#server/db/schema.ts'
import { canonicalJson } from '#server/lib/canonical-json.ts'
import { loadOrCreateKeys, type ProviderKeys } from './keys.ts'

const ROW_ID = 'embedded'

/**
 * The embedded provider's keys, one set for every server process on the database
 * (docs/decisions/137-provider-keys-in-the-database.md): the first process to start stores its keys (its
 * DATA_DIR/oidc/keys.json, made if missing); every process then writes the stored set into its own keys.json,
 * which `loadOrCreateKeys` reads. A process with another data directory thus signs and accepts the same tokens and
 * session cookies. Answers whether this process's file was replaced (its old tokens are no longer accepted).
 */
export async function shareProviderKeys(db: Db, dataDir: string): Promise<{ replaced: boolean }> {
  const [stored] = await db.select({ keys: providerKeys.keys }).from(providerKeys).where(eq(providerKeys.id, ROW_ID))
  const own = loadOrCreateKeys(dataDir)
  if (!stored) {
    // exactly one set wins when several processes start at once
    await db.insert(providerKeys).values({ id: ROW_ID, keys: own }).onConflictDoNothing()
    const [winner] = await db.select({ keys: providerKeys.keys }).from(providerKeys).where(eq(providerKeys.id, ROW_ID))
    return writeIfOther(dataDir, own, winner!.keys as ProviderKeys)
  }
  return writeIfOther(dataDir, own, stored.keys as ProviderKeys)
}

function writeIfOther(dataDir: string, own: ProviderKeys, shared: ProviderKeys): { replaced: boolean } {
  // the database's jsonb orders an object's keys its own way: compare the keys, not the text
  if (canonicalJson(own) === canonicalJson(shared)) return { replaced: false }
  const dir = path.join(dataDir, 'oidc')
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = path.join(dir, 'keys.json')
  const next = `${file}.${process.pid}.tmp`
  writeFileSync(next, JSON.stringify(shared, null, 2), { mode: 0o600 })
  chmodSync(next, 0o600)
  // a rename is atomic: a process reading the file sees the old set or the new one, never half of it
  renameSync(next, file)
  return { replaced: true }
}
