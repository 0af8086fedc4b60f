import type { TravelAgencyDto, TravelAgencyPublicInfo, TravelAgencySummaryDto } from '#domain/auth/current-user.ts'
import { isAdmin } from '#domain/auth/roles.ts'
import type { CorporateDesign } from '#domain/catalogue/types.ts'
import { autoInviteDomainFor } from '#domain/onboarding/public-email-domains.ts'
import type { AgencyRegistrationOutput, CorporateDesignPatch } from '#domain/onboarding/schemas.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { toTravelAgencyDto } from '#server/auth/dto.ts'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '#server/lib/errors.ts'
import type { TravelAgencyRepository } from './repository.ts'

/** Who may read agency `id`: its own users (or whoever acts for it) and admins; else a ForbiddenError. */
function assertReadable(actor: AccountRow, actingAgencyId: string | null, id: string): void {
  if (!isAdmin(actor.role) && id !== actor.travelAgencyId && id !== actingAgencyId) throw new ForbiddenError()
}

export const ALREADY_MEMBER_MESSAGE =
  'You are already a member of a travel agency. Please contact support to change your agency.'
export const AUTO_INVITE_DOMAIN_MESSAGE =
  'Colleagues can only be invited automatically from your own business e-mail domain'

/** Who may change agency `id`: its supervisors and admins (docs/product/onboarding.md#corporate-design). */
function assertChangeable(actor: AccountRow, id: string): void {
  if (isAdmin(actor.role)) return
  if (actor.role !== 'supervisorAgent' || actor.travelAgencyId !== id) throw new ForbiddenError()
}

/** The stored design with `patch` merged in: colours key by key, a null logo removes it. */
export function mergeCorporateDesign(stored: CorporateDesign | null, patch: CorporateDesignPatch['corporateDesign']) {
  const next: CorporateDesign = { ...stored }
  if (patch.colors) next.colors = { ...stored?.colors, ...patch.colors }
  if (patch.logoUrl === null) delete next.logoUrl
  else if (patch.logoUrl !== undefined) next.logoUrl = patch.logoUrl
  if (patch.theme) next.theme = patch.theme
  return next
}

export function createTravelAgencyService(
  repo: TravelAgencyRepository,
  hooks: { onUserChanged?: (id: string) => void } = {},
) {
  return {
    /** Admins only: every agency, for the agency selector. */
    async list(actor: AccountRow): Promise<TravelAgencySummaryDto[]> {
      if (!isAdmin(actor.role)) throw new ForbiddenError()
      return (await repo.list()).map((a) => ({ _id: a.id, name: a.name }))
    },
    /** also run by the route before the id is checked, so a forbidden agency is 403 whatever the id */
    assertReadable,
    /** The user's own agency (or the one an admin acts for); any agency for admins. */
    async get(actor: AccountRow, actingAgencyId: string | null, id: string): Promise<TravelAgencyDto> {
      assertReadable(actor, actingAgencyId, id)
      const row = await repo.findById(id)
      if (!row) throw new NotFoundError('Travel agency')
      return toTravelAgencyDto(row)
    },
    /**
     * POST /api/travel-agencies?assign-myself-to-new-agency: the person's new agency, with them as its
     * supervisor; verified at once when their business domain belongs to a known luxury agency, else
     * pending with a verification request for the admins (docs/product/onboarding.md#vetting).
     */
    async register(actor: AccountRow, input: AgencyRegistrationOutput): Promise<TravelAgencyDto> {
      if (actor.travelAgencyId) throw new ConflictError(ALREADY_MEMBER_MESSAGE)
      const ownDomain = autoInviteDomainFor(actor.email)
      if (input.autoInviteEmailDomain && input.autoInviteEmailDomain !== ownDomain)
        throw new ValidationError({ autoInviteEmailDomain: AUTO_INVITE_DOMAIN_MESSAGE })
      const claimed = [...new Set(input.programMemberships.map((m) => m.programId))]
      const known = await repo.existingProgramIds(claimed)
      if (claimed.some((id) => !known.has(id))) throw new ValidationError({ programMemberships: 'Unknown program' })
      const recognised = ownDomain ? Boolean((await repo.findByEmailDomain(ownDomain))?.isLuxuryTravelAgency) : false
      const row = await repo.createForUser(actor.id, isAdmin(actor.role), {
        name: input.name,
        referredBy: input.referred ? input.referrerName : null,
        autoInviteEmailDomain: input.autoInviteEmailDomain,
        emailDomain: ownDomain,
        programMemberships: claimed.map((programId) => ({ programId, status: 'claimedByAgency' as const })),
        vetting: recognised || isAdmin(actor.role) ? 'verified' : 'pending',
      })
      if (!row) throw new ConflictError(ALREADY_MEMBER_MESSAGE)
      hooks.onUserChanged?.(actor.id)
      return toTravelAgencyDto(row)
    },
    /** run by the route before the body is read */
    assertChangeable,
    /** PATCH /api/travel-agencies/{id}: the corporate design, by the agency's supervisors and admins. */
    async updateDesign(actor: AccountRow, id: string, patch: CorporateDesignPatch): Promise<TravelAgencyDto> {
      assertChangeable(actor, id)
      const stored = await repo.findById(id)
      if (!stored) throw new NotFoundError('Travel agency')
      const row = await repo.updateCorporateDesign(
        id,
        mergeCorporateDesign(stored.corporateDesign ?? null, patch.corporateDesign),
      )
      if (!row) throw new NotFoundError('Travel agency')
      return toTravelAgencyDto(row)
    },
    /** Public: whether an e-mail domain belongs to a known (luxury) travel agency, and its name. */
    async publicInfo(domain: string): Promise<TravelAgencyPublicInfo> {
      const row = await repo.findByEmailDomain(domain)
      return { brandName: row?.name ?? null, isTravelAgency: Boolean(row?.isLuxuryTravelAgency) }
    },
  }
}
export type TravelAgencyService = ReturnType<typeof createTravelAgencyService>
