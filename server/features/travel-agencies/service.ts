import type { TravelAgencyDto, TravelAgencyPublicInfo, TravelAgencySummaryDto } from '#domain/auth/current-user.ts'
import { displayName, isAdmin, type Role } from '#domain/auth/roles.ts'
import type { CorporateDesign } from '#domain/catalogue/types.ts'
import { AUTO_INVITE_MESSAGES, autoInviteDomainFor, emailDomainOf } from '#domain/onboarding/public-email-domains.ts'
import type { AgencyRegistrationOutput, CorporateDesignPatch } from '#domain/onboarding/schemas.ts'
import type { AgencyVettingDto } from '#domain/onboarding/types.ts'
import { isObjectId } from '#domain/validation/object-id.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { toTravelAgencyDto } from '#server/auth/dto.ts'
import type { Db } from '#server/db/client.ts'
import type { OutgoingMail } from '#server/integrations/mail/outbox.ts'
import type { ObjectStorage, StoredObject } from '#server/integrations/storage/storage.ts'
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnprocessableError,
  ValidationError,
} from '#server/lib/errors.ts'
import { checkLogo, LOGO_FILE, logoFileName, logoKey, logoUrl } from './logo-file.ts'
import { ALREADY_MEMBER_MESSAGE, type TravelAgencyRepository } from './repository.ts'

/** The 422 answers of a registration (docs/product/onboarding.md#auto-invite). */
export const REGISTRATION_MESSAGES = {
  alreadyMember: ALREADY_MEMBER_MESSAGE,
  unknownProgram: 'Unknown program',
  publicAutoInvite: AUTO_INVITE_MESSAGES.publicDomain,
  otherAutoInvite: AUTO_INVITE_MESSAGES.otherDomain,
  autoInviteTaken: AUTO_INVITE_MESSAGES.taken,
} as const

/** Who may read agency `id`: its own users (or whoever acts for it) and admins; else a ForbiddenError. */
function assertReadable(actor: AccountRow, actingAgencyId: string | null, id: string): void {
  if (!isAdmin(actor.role) && id !== actor.travelAgencyId && id !== actingAgencyId) throw new ForbiddenError()
}

/** Who may change agency `id` (corporate design, logo): its supervisors and admins; else a ForbiddenError. */
function assertChangeable(actor: AccountRow, id: string): void {
  if (isAdmin(actor.role)) return
  if (actor.role !== 'supervisorAgent' || actor.travelAgencyId !== id) throw new ForbiddenError()
}

/** The patch merged into the stored design: colours key by key, `logoUrl: null` removes the logo. */
export function mergeCorporateDesign(
  current: CorporateDesign | null,
  patch: CorporateDesignPatch['corporateDesign'],
): CorporateDesign {
  const next: CorporateDesign = { ...current }
  if (patch.colors) next.colors = { ...current?.colors, ...definedOnly(patch.colors) }
  if (patch.theme !== undefined) next.theme = patch.theme
  if (patch.logoUrl === null) delete next.logoUrl
  else if (patch.logoUrl !== undefined) next.logoUrl = patch.logoUrl
  return next
}

const definedOnly = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined)) as Partial<T>

/** What the admins' mail about a new pending agency says. */
export type VerificationRequestFacts = {
  agencyId: string
  agencyName: string
  applicant: { email: string; displayName: string }
  emailDomain: string | null
  referredBy: string | null
  queueUrl: string
}

export type TravelAgencyServiceOptions = {
  /** where logos are kept (server/integrations/storage) */
  storage?: ObjectStorage
  /** the site's public origin, for the links in the vetting mails */
  publicUrl?: string
  /** who gets the vetting mail when there is no admin */
  teamAddress?: string
  /** the admins' mails about a new verification request (server/features/agency-verifications/mails.ts) */
  verificationRequestMails?: (recipients: readonly string[], facts: VerificationRequestFacts) => OutgoingMail[]
  /** a user row changed (agency, role): sign-in's lookup cache forgets it */
  onUserChanged?: (id: string) => void
}

export function createTravelAgencyService(repo: TravelAgencyRepository, opts: TravelAgencyServiceOptions = {}) {
  const publicUrl = opts.publicUrl ?? ''
  const storage = () => {
    if (!opts.storage) throw new Error('travel agencies: no storage for logos')
    return opts.storage
  }
  /** Verified when the person's business domain is a known luxury agency's (the public-info rule). */
  const vettingFor = (domain: string | null) => async (tx: Pick<Db, 'select'>) => {
    if (!domain) return 'pending' as const
    const known = await repo.findByEmailDomain(domain, tx)
    return known?.isLuxuryTravelAgency ? ('verified' as const) : ('pending' as const)
  }
  return {
    /** Admins only: every agency, for the agency selector. */
    async list(actor: AccountRow): Promise<TravelAgencySummaryDto[]> {
      if (!isAdmin(actor.role)) throw new ForbiddenError()
      return (await repo.list()).map((a) => ({ _id: a.id, name: a.name }))
    },
    /** also run by the route before the id is checked, so a forbidden agency is 403 whatever the id */
    assertReadable,
    /** the same for changes: supervisors of the agency and admins */
    assertChangeable,
    /** The user's own agency (or the one an admin acts for); any agency for admins. */
    async get(actor: AccountRow, actingAgencyId: string | null, id: string): Promise<TravelAgencyDto> {
      assertReadable(actor, actingAgencyId, id)
      const row = await repo.findById(id)
      if (!row) throw new NotFoundError('Travel agency')
      return toTravelAgencyDto(row)
    },
    /** Public: whether an e-mail domain belongs to a known (luxury) travel agency, and its name. */
    async publicInfo(domain: string): Promise<TravelAgencyPublicInfo> {
      const row = await repo.findByEmailDomain(domain)
      return { brandName: row?.name ?? null, isTravelAgency: Boolean(row?.isLuxuryTravelAgency) }
    },

    /**
     * POST /api/travel-agencies?assign-myself-to-new-agency (docs/product/onboarding.md#vetting): the
     * agency, with the person as its supervisor (an admin stays admin). Verified when the person's
     * domain is a known luxury agency's, else pending with a request in the admins' queue.
     */
    async register(actor: AccountRow, input: AgencyRegistrationOutput): Promise<TravelAgencyDto> {
      if (actor.travelAgencyId) throw new ConflictError(ALREADY_MEMBER_MESSAGE)
      const ownDomain = autoInviteDomainFor(actor.email)
      let autoInviteEmailDomain: string | null = null
      if (input.autoInviteEmailDomain) {
        if (!ownDomain) throw new UnprocessableError(REGISTRATION_MESSAGES.publicAutoInvite(emailDomainOf(actor.email)))
        if (input.autoInviteEmailDomain !== ownDomain)
          throw new UnprocessableError(REGISTRATION_MESSAGES.otherAutoInvite(ownDomain))
        if (await repo.autoInviteTaken(ownDomain))
          throw new UnprocessableError(REGISTRATION_MESSAGES.autoInviteTaken(ownDomain))
        autoInviteEmailDomain = ownDomain
      }
      const programIds = [...new Set(input.programMemberships.map((m) => m.programId))]
      const known = await repo.existingPrograms(programIds)
      if (programIds.some((id) => !known.has(id))) throw new UnprocessableError(REGISTRATION_MESSAGES.unknownProgram)
      const name = input.name
      const referredBy = input.referred && input.referrerName ? input.referrerName : null
      const role: Role = isAdmin(actor.role) ? actor.role : 'supervisorAgent'
      const admins = await repo.adminEmails()
      const recipients = admins.length ? admins : opts.teamAddress ? [opts.teamAddress] : []
      const row = await repo.register(
        {
          name,
          referredBy,
          autoInviteEmailDomain,
          emailDomain: ownDomain,
          programMemberships: programIds.map((programId) => ({ programId, status: 'claimedByAgency' as const })),
        },
        { id: actor.id, role },
        vettingFor(ownDomain),
        (agencyId) =>
          (opts.verificationRequestMails ?? (() => []))(recipients, {
            agencyId,
            agencyName: name,
            applicant: { email: actor.email, displayName: displayName(actor) },
            emailDomain: ownDomain,
            referredBy,
            queueUrl: `${publicUrl}/admin/agency-verifications`,
          }),
      )
      opts.onUserChanged?.(actor.id)
      return toTravelAgencyDto(row)
    },

    /** PATCH /api/travel-agencies/{id}: the corporate design, merged (supervisors of the agency and admins). */
    async updateCorporateDesign(
      actor: AccountRow,
      id: string,
      patch: CorporateDesignPatch['corporateDesign'],
    ): Promise<TravelAgencyDto> {
      assertChangeable(actor, id)
      // only a logo stored for this agency (the upload call answers its URL)
      if (patch.logoUrl && !patch.logoUrl.startsWith(`/api/travel-agencies/${id}/logo/`))
        throw new ValidationError({ 'corporateDesign.logoUrl': 'Please upload the logo' })
      const row = await repo.changeCorporateDesign(id, (current) => mergeCorporateDesign(current, patch))
      if (!row) throw new NotFoundError('Travel agency')
      return toTravelAgencyDto(row)
    },

    /**
     * POST /api/travel-agencies/{id}/logo: checked by content (and an SVG sanitised), stored under a
     * content-addressed name, and set as the design's logo.
     */
    async uploadLogo(
      actor: AccountRow,
      id: string,
      upload: { bytes: Uint8Array; name?: string; type?: string },
    ): Promise<TravelAgencyDto> {
      assertChangeable(actor, id)
      if (!(await repo.findById(id))) throw new NotFoundError('Travel agency')
      const logo = await checkLogo(upload.bytes, upload)
      const file = logoFileName(logo)
      await storage().put(logoKey(id, file), logo.bytes, logo.contentType)
      const row = await repo.changeCorporateDesign(id, (current) => ({ ...current, logoUrl: logoUrl(id, file) }))
      if (!row) throw new NotFoundError('Travel agency')
      return toTravelAgencyDto(row)
    },

    /** GET /api/travel-agencies/{id}/logo/{file}: public; anything but a stored logo's name is not found. */
    async logo(id: string, file: string): Promise<StoredObject> {
      if (!isObjectId(id) || !LOGO_FILE.test(file)) throw new NotFoundError('Logo')
      const stored = await storage().get(logoKey(id, file))
      if (!stored) throw new NotFoundError('Logo')
      return stored
    },

    /** GET /api/travel-agencies/{id}/verification: the vetting state for the agency's members and admins. */
    async verification(actor: AccountRow, actingAgencyId: string | null, id: string): Promise<AgencyVettingDto> {
      assertReadable(actor, actingAgencyId, id)
      const row = await repo.findById(id)
      if (!row) throw new NotFoundError('Travel agency')
      const vetting = row.vetting ?? 'verified'
      return { vetting, declineReason: vetting === 'declined' ? await repo.latestDeclineReason(id) : null }
    },
  }
}
export type TravelAgencyService = ReturnType<typeof createTravelAgencyService>
