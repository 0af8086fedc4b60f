/**
 * The agency step's values and the registration body made from them (docs/product/onboarding.md#vetting and
 * #auto-invite): the auto-invite domain is the person's own business domain, never a public one; an affiliate's
 * program arrives as claim-membership-in-program-id and is claimed by the new agency.
 */
import type { AgencyRegistrationInput } from '#domain/onboarding/schemas.ts'
import type { OnboardingDraftValues } from '#domain/onboarding/types.ts'
import { autoInviteDomainFor } from '#domain/onboarding/public-email-domains.ts'

export type AgencyValues = {
  name: string
  referred: boolean
  referrerName: string
  autoInvite: boolean
  requestVerification: boolean
}

export function initialAgencyValues(draft: OnboardingDraftValues['agency']): AgencyValues {
  return {
    name: draft?.name ?? '',
    referred: draft?.referred ?? false,
    referrerName: draft?.referrerName ?? '',
    autoInvite: draft?.autoInvite ?? false,
    requestVerification: draft?.requestVerification ?? true,
  }
}

export function toAgencyRegistration(
  values: AgencyValues,
  email: string,
  claimProgramId: string | undefined,
): AgencyRegistrationInput {
  return {
    name: values.name,
    referred: values.referred,
    referrerName: values.referred ? values.referrerName : '',
    autoInviteEmailDomain: values.autoInvite ? autoInviteDomainFor(email) : null,
    requestVerification: values.requestVerification,
    programMemberships: claimProgramId ? [{ programId: claimProgramId, status: 'claimedByAgency' }] : [],
  }
}
