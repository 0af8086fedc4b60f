import { and, eq, isNull, lt, ne } from 'drizzle-orm'
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider'
import { isSafeText } from '#domain/validation/safe-text.ts'
import { unsafeTextPath } from '#server/lib/json-body.ts'
import type { Db } from '#server/db/client.ts'
import { oidcPayloads } from '#server/db/schema.ts'

type Row = typeof oidcPayloads.$inferSelect

/**
 * oidc-provider's storage (sessions, interactions, grants, codes, tokens) in the `oidc_payloads`
 * table, one row per (model name, id), so a restart keeps users signed in and several API
 * processes share one store. Expired rows are ignored on read and purged by `purgeExpiredPayloads`.
 */
class DrizzleOidcAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly type: string,
    /** seconds after its first use in which a spent token still counts as unused (see createAdapterFactory) */
    private readonly reuseGraceSeconds = 0,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    // a parameter PostgreSQL cannot store (a NUL from a form body) is the client's error, a 400
    if (unsafeTextPath(payload) !== undefined)
      throw new errors.InvalidRequest('parameters must not contain NUL characters')
    const values = {
      id,
      type: this.type,
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      consumedAt: null,
    }
    await this.db
      .insert(oidcPayloads)
      .values(values)
      .onConflictDoUpdate({
        target: [oidcPayloads.type, oidcPayloads.id],
        set: {
          payload: values.payload,
          grantId: values.grantId,
          userCode: values.userCode,
          uid: values.uid,
          expiresAt: values.expiresAt,
          consumedAt: null,
        },
      })
  }

  // ids, codes and tokens come from form bodies too: one with a NUL cannot be stored, so it is not there
  async find(id: string): Promise<AdapterPayload | undefined> {
    return isSafeText(id) ? this.findBy(eq(oidcPayloads.id, id)) : undefined
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return isSafeText(userCode) ? this.findBy(eq(oidcPayloads.userCode, userCode)) : undefined
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return isSafeText(uid) ? this.findBy(eq(oidcPayloads.uid, uid)) : undefined
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      // the first use counts: a use within the grace period does not extend it
      .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id), isNull(oidcPayloads.consumedAt)))
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)))
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // every model of the grant (codes, access and refresh tokens), not only this adapter's type; but
    // not an interaction that names the grant: signing in as another account ends the old session
    // (and its grants) in the middle of that interaction (docs/decisions/120-registration-and-email-verification.md)
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.grantId, grantId), ne(oidcPayloads.type, 'Interaction')))
  }

  private async findBy(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.type), condition))
      .limit(1)
    return row ? toPayload(row, this.reuseGraceSeconds) : undefined
  }
}

function toPayload(row: Row, graceSeconds: number): AdapterPayload | undefined {
  const now = Date.now()
  if (row.expiresAt && row.expiresAt.getTime() <= now) return undefined
  const payload = row.payload as AdapterPayload
  if (!row.consumedAt || now - row.consumedAt.getTime() < graceSeconds * 1000) return payload
  return { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
}

/**
 * Refresh tokens rotate on every use, and a spent one used again revokes its whole grant (replay
 * detection). Several tabs of the app share one stored sign-in and may refresh at the same moment,
 * so a refresh token stays usable for REFRESH_REUSE_GRACE_S after its first use (like Auth0's
 * reuse interval or Okta's grace period); after that a replay revokes the grant.
 */
const REFRESH_REUSE_GRACE_S = 30

export function createAdapterFactory(db: Db, refreshReuseGraceSeconds = REFRESH_REUSE_GRACE_S) {
  return (name: string): Adapter =>
    new DrizzleOidcAdapter(db, name, name === 'RefreshToken' ? refreshReuseGraceSeconds : 0)
}

/** Deletes expired payloads; returns how many. */
export async function purgeExpiredPayloads(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(oidcPayloads)
    .where(lt(oidcPayloads.expiresAt, now))
    .returning({ id: oidcPayloads.id })
  return deleted.length
}
