/**
 * The hotel-manager invitation link (docs/product/hotels.md#api): an agent invites a hotel to a
 * direct contract (and earns on its bookings) with a link to the hotel's distribution page that
 * carries a signed, expiring token. The token names the hotel, the inviting agency and user, and
 * its expiry; an HMAC-SHA256 with a server secret signs it, so nobody can forge or extend one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { loadOrCreateDataSecret } from '#server/lib/data-secret.ts'

/** How long an invitation link is valid. */
export const INVITATION_DAYS = 14

export type Invitation = { hotelId: string; agencyId: string | null; userId: string; expiresAt: string }

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url')

export function createInvitationSigner(secret: Buffer) {
  const mac = (body: string) => createHmac('sha256', secret).update(body).digest()
  return {
    /** A token for the invitation, valid INVITATION_DAYS days from `now`. */
    sign(invitation: Omit<Invitation, 'expiresAt'>, now: Date): { token: string; expiresAt: string } {
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString()
      const body = b64(
        JSON.stringify({ h: invitation.hotelId, a: invitation.agencyId, u: invitation.userId, e: expiresAt }),
      )
      return { token: `${body}.${b64(mac(body))}`, expiresAt }
    },
    /** The invitation of a genuine token that has not expired at `now`; null for anything else. */
    verify(token: string, now: Date): Invitation | null {
      const [body, signature, extra] = token.split('.')
      if (!body || !signature || extra !== undefined) return null
      const given = Buffer.from(signature, 'base64url')
      const expected = mac(body)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      try {
        const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>
        if (typeof p.h !== 'string' || typeof p.u !== 'string' || typeof p.e !== 'string') return null
        if (!(Date.parse(p.e) > now.getTime())) return null
        return { hotelId: p.h, agencyId: typeof p.a === 'string' ? p.a : null, userId: p.u, expiresAt: p.e }
      } catch {
        return null
      }
    },
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
