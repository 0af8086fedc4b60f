import { displayName, isAdmin } from '#domain/auth/roles.ts'
import type { VerificationDecision } from '#domain/onboarding/schemas.ts'
import type { AgencyVerificationDto } from '#domain/onboarding/types.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { ForbiddenError, NotFoundError } from '#server/lib/errors.ts'
import { verificationDecisionMail } from './mails.ts'
import type { AgencyVerificationRepository, VerificationFilter, VerificationRow } from './repository.ts'

export function toAgencyVerificationDto(row: VerificationRow): AgencyVerificationDto {
  return {
    _id: row.id,
    travelAgencyId: row.travelAgencyId,
    agencyName: row.agencyName,
    referredBy: row.referredBy,
    requestedBy: {
      _id: row.requesterId,
      email: row.requesterEmail,
      displayName: displayName({
        firstName: row.requesterFirstName,
        lastName: row.requesterLastName,
        email: row.requesterEmail,
      }),
    },
    emailDomain: row.emailDomain,
    status: row.status,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  }
}

function assertAdmin(actor: AccountRow): void {
  if (!isAdmin(actor.role)) throw new ForbiddenError()
}

/** The admins' vetting queue (docs/product/onboarding.md#vetting). */
export function createAgencyVerificationService(
  repo: AgencyVerificationRepository,
  opts: { publicUrl?: string; onVettingChanged?: (agencyId: string) => void } = {},
) {
  return {
    assertAdmin,
    async list(actor: AccountRow, filter: VerificationFilter): Promise<AgencyVerificationDto[]> {
      assertAdmin(actor)
      return (await repo.list(filter)).map(toAgencyVerificationDto)
    },
    /** Approve (the agency is verified) or decline with a reason; the applicant is mailed either way. */
    async decide(actor: AccountRow, id: string, input: VerificationDecision): Promise<AgencyVerificationDto> {
      assertAdmin(actor)
      const status = input.decision === 'approve' ? ('approved' as const) : ('declined' as const)
      const reason = status === 'declined' ? input.reason : null
      const row = await repo.decide(id, { status, reason, decidedBy: actor.id }, (r) =>
        verificationDecisionMail({
          agencyName: r.agencyName,
          applicant: {
            email: r.requesterEmail,
            displayName: displayName({
              firstName: r.requesterFirstName,
              lastName: r.requesterLastName,
              email: r.requesterEmail,
            }),
          },
          decision: status,
          reason,
          onboardingUrl: `${opts.publicUrl ?? ''}/onboarding`,
        }),
      )
      if (!row) throw new NotFoundError('Verification request')
      opts.onVettingChanged?.(row.travelAgencyId)
      return toAgencyVerificationDto(row)
    },
  }
}
export type AgencyVerificationService = ReturnType<typeof createAgencyVerificationService>
