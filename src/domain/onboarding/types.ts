/**
 * The onboarding contracts (docs/product/onboarding.md) shared by the client (stepper, forms) and the server
 * (drafts, vetting). Pure: no framework imports.
 */
import type { CorporateDesign } from '../catalogue/types.ts'

/** 'verified': the agency works; 'pending': an admin has to decide; 'declined': refused, with a reason. */
export type AgencyVetting = 'verified' | 'pending' | 'declined'
export type VerificationStatus = 'pending' | 'approved' | 'declined'

export const ONBOARDING_STEP_IDS = ['name', 'agency', 'design', 'payouts', 'done'] as const
export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number]

/** What a person typed, per step; every field optional (a draft is half-typed by nature). */
export type OnboardingDraftValues = {
  name?: { firstName?: string; lastName?: string }
  agency?: {
    name?: string
    referred?: boolean
    referrerName?: string
    autoInvite?: boolean
    requestVerification?: boolean
  }
  design?: Pick<CorporateDesign, 'colors' | 'theme'>
}

/** GET/PUT /api/onboarding/draft */
export type OnboardingDraftDto = { step: OnboardingStepId; values: OnboardingDraftValues; updatedAt: string | null }

/** The agency's vetting state as the applicant sees it on /onboarding. */
export type AgencyVettingDto = { vetting: AgencyVetting; declineReason: string | null }

/** One row of the admins' queue (GET /api/admin/agency-verifications). */
export type AgencyVerificationDto = {
  _id: string
  travelAgencyId: string
  agencyName: string
  referredBy: string | null
  requestedBy: { _id: string; email: string; displayName: string }
  emailDomain: string | null
  status: VerificationStatus
  declineReason: string | null
  createdAt: string
  decidedAt: string | null
}
