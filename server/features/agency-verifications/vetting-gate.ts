import type { MiddlewareHandler } from 'hono'
import { isAdmin } from '#domain/auth/roles.ts'
import type { AgencyVetting } from '#domain/onboarding/types.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import type { ChangeBus } from '#server/lib/change-bus.ts'
import { ForbiddenError } from '#server/lib/errors.ts'

/** The 403 of a member of an agency that is not verified (docs/product/onboarding.md#vetting). */
export const AGENCY_NOT_VERIFIED_MESSAGE = 'Your travel agency is waiting for verification'

/** How long an agency's vetting serves the gate; a decision in any process forgets it at once (`vetting`). */
export const VETTING_CACHE_MS = 5_000
const VETTING_CACHE_MAX = 10_000

/**
 * The partner calls' one vetting check (rates, offers, availability, interests, bookings): a member of
 * an agency that is pending or declined gets 403 AGENCY_NOT_VERIFIED_MESSAGE. Admins are exempt; a user
 * without an agency passes here (the calls' own checks answer them). Runs after requireUser.
 */
export function createVettingGate(
  vettingOf: (agencyId: string) => Promise<AgencyVetting | undefined>,
  now: () => number = Date.now,
  bus?: ChangeBus,
) {
  const recent = new Map<string, { vetting: AgencyVetting | undefined; until: number }>()
  bus?.subscribe('vetting', () => recent.clear())
  const lookup = async (agencyId: string) => {
    const hit = recent.get(agencyId)
    if (hit && hit.until > now()) return hit.vetting
    const vetting = await vettingOf(agencyId)
    if (recent.size >= VETTING_CACHE_MAX) recent.delete(recent.keys().next().value as string)
    recent.set(agencyId, { vetting, until: now() + VETTING_CACHE_MS })
    return vetting
  }
  const check: MiddlewareHandler<AuthEnv> = async (c, next) => {
    const user = c.get('user')
    const agencyId = c.get('agencyId')
    if (!isAdmin(user.role) && agencyId) {
      const vetting = (await lookup(agencyId)) ?? 'verified'
      if (vetting !== 'verified') throw new ForbiddenError(AGENCY_NOT_VERIFIED_MESSAGE)
    }
    await next()
  }
  return {
    check,
    /** requireUser, then the vetting check: what the partner routes get as their `requireUser` */
    guard(requireUser: MiddlewareHandler<AuthEnv>): MiddlewareHandler<AuthEnv> {
      return (c, next) =>
        requireUser(c, async () => {
          await check(c, next)
        })
    },
    /** An agency's vetting changed (a decision): the next check in every process reads it again. */
    forget(agencyId: string): void {
      recent.delete(agencyId)
      bus?.publish('vetting')
    },
  }
}
export type VettingGate = ReturnType<typeof createVettingGate>
