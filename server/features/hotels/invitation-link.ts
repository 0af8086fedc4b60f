/**
 * The hotel-manager invitation link (docs/product/hotels.md#api): an agent invites a hotel to a
 * direct contract (and earns on its bookings) with a link to the hotel's distribution page that
 * carries a signed, expiring token. The token names the hotel, the inviting agency and user, and
 * its expiry; an HMAC-SHA256 with a server secret signs it, so nobody can forge or extend one. A stored invitation
 * (docs/product/my-network.md#states) adds its nonce, by which the landing finds the row to mark opened and accepted.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { MANAGER_INVITATION_DAYS } from '#domain/my-network/rules.ts'
import { loadOrCreateDataSecret } from '#server/lib/data-secret.ts'

/** How long an invitation link is valid. */
export const INVITATION_DAYS = MANAGER_INVITATION_DAYS

export type Invitation = { hotelId: string; agencyId: string | null; userId: string; expiresAt: string }
/** What a genuine token says, expired or not: the invitation and the stored row's nonce (absent in older links). */
export type ReadInvitation = Invitation & { nonce: string | null; expired: boolean }

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url')

export function createInvitationSigner(secret: Buffer) {
  const mac = (body: string) => createHmac('sha256', secret).update(body).digest()
  /** The same invitation always gives the same token: a stored one's link is made again from its row. */
  const tokenOf = (invitation: Invitation & { nonce?: string }) => {
    const { hotelId: h, agencyId: a, userId: u, expiresAt: e, nonce: n } = invitation
    const body = b64(JSON.stringify(n === undefined ? { h, a, u, e } : { h, a, u, e, n }))
    return `${body}.${b64(mac(body))}`
  }
  const read = (token: string, now: Date): ReadInvitation | null => {
    const [body, signature, extra] = token.split('.')
    if (!body || !signature || extra !== undefined) return null
    const given = Buffer.from(signature, 'base64url')
    const expected = mac(body)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    try {
      const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>
      if (typeof p.h !== 'string' || typeof p.u !== 'string' || typeof p.e !== 'string') return null
      const expires = Date.parse(p.e)
      if (Number.isNaN(expires)) return null
      return {
        hotelId: p.h,
        agencyId: typeof p.a === 'string' ? p.a : null,
        userId: p.u,
        expiresAt: p.e,
        nonce: typeof p.n === 'string' ? p.n : null,
        expired: !(expires > now.getTime()),
      }
    } catch {
      return null
    }
  }
  return {
    /** A token for the invitation, valid INVITATION_DAYS days from `now`. */
    sign(invitation: Omit<Invitation, 'expiresAt'>, now: Date): { token: string; expiresAt: string } {
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString()
      return { token: tokenOf({ ...invitation, expiresAt }), expiresAt }
    },
    /** The token of a stored invitation (its nonce and expiry from the row). */
    signStored(invitation: Invitation & { nonce: string }): string {
      return tokenOf(invitation)
    },
    /** The invitation of a genuine token that has not expired at `now`; null for anything else. */
    verify(token: string, now: Date): Invitation | null {
      const found = read(token, now)
      if (!found || found.expired) return null
      return { hotelId: found.hotelId, agencyId: found.agencyId, userId: found.userId, expiresAt: found.expiresAt }
    },
    /** A genuine token, expired or not (the landing tells an expired link from a forged one); null when forged. */
    read,
  }
}
export type InvitationSigner = ReturnType<typeof createInvitationSigner>

/** DATA_DIR/secrets/invitation-key (server/lib/data-secret.ts): links stay valid across restarts. */
export function loadOrCreateInvitationSecret(dataDir: string): Buffer {
  return loadOrCreateDataSecret(dataDir, 'invitation-key')
}

/** The signer of the data directory's secret, read (or created) on first use. */
export function lazyInvitationSigner(dataDir: string): () => InvitationSigner {
  let signer: InvitationSigner | undefined
  return () => (signer ??= createInvitationSigner(loadOrCreateInvitationSecret(dataDir)))
}
