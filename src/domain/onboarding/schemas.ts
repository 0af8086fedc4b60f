/**
 * One valibot schema per onboarding payload, shared by the forms and the server (docs/product/onboarding.md).
 */
import * as v from 'valibot'
import { isValidColor } from '../theme/colors.ts'
import { optionalText, requiredText } from '../validation/required-text.ts'
import { ONBOARDING_STEP_IDS } from './types.ts'

export const ONBOARDING_MESSAGES = {
  required: 'Required!',
  colour: 'Please choose a colour such as #1b2525',
  declineReason: 'Please give a reason for declining',
  decision: "Please choose 'approve' or 'decline'",
} as const

/** 409: a member of an agency registers another or joins one (docs/product/onboarding.md#vetting, docs/product/agency.md). */
export const ALREADY_MEMBER_MESSAGE =
  'You are already a member of a travel agency. Please contact support to change your agency.'

export const DOMAIN_MESSAGES = {
  missing: 'Please give an e-mail domain',
  tooLong: 'The e-mail domain is too long',
  invalid: 'Please give a valid e-mail domain',
} as const

/** An e-mail domain, trimmed and lower case; a whole address counts as its domain. */
export const EmailDomainSchema = v.pipe(
  v.string(DOMAIN_MESSAGES.missing),
  v.trim(),
  v.toLowerCase(),
  v.transform((s) => s.slice(s.lastIndexOf('@') + 1)),
  v.nonEmpty(DOMAIN_MESSAGES.missing),
  v.maxLength(253, DOMAIN_MESSAGES.tooLong),
  v.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, DOMAIN_MESSAGES.invalid),
)

/**
 * POST /api/travel-agencies?assign-myself-to-new-agency and the agency step: name 'Required!'; the
 * referrer's name 'Required!' when 'I was referred' is ticked (SPEC §5).
 */
export const AgencyRegistrationSchema = v.pipe(
  v.object({
    name: requiredText(ONBOARDING_MESSAGES.required, 120),
    referred: v.optional(v.boolean(), false),
    referrerName: optionalText(120),
    /** the domain (or true: the registering person's own business domain) to auto-invite from */
    autoInviteEmailDomain: v.optional(v.nullable(EmailDomainSchema), null),
    requestVerification: v.optional(v.boolean(), false),
    programMemberships: v.optional(
      v.pipe(
        v.array(
          v.object({
            programId: v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/, 'Unknown program')),
            status: v.literal('claimedByAgency'),
          }),
        ),
        v.maxLength(10),
      ),
      [],
    ),
  }),
  v.forward(
    v.check((input) => !input.referred || input.referrerName.length > 0, ONBOARDING_MESSAGES.required),
    ['referrerName'],
  ),
)
export type AgencyRegistrationInput = v.InferInput<typeof AgencyRegistrationSchema>
export type AgencyRegistrationOutput = v.InferOutput<typeof AgencyRegistrationSchema>

const Colour = v.pipe(
  v.string(ONBOARDING_MESSAGES.colour),
  v.trim(),
  v.check((s: string) => isValidColor(s), ONBOARDING_MESSAGES.colour),
)

/** PATCH /api/travel-agencies/{id}: the corporate design (the logo URL comes from the upload call). */
export const CorporateDesignPatchSchema = v.object({
  corporateDesign: v.object({
    colors: v.optional(
      v.object({
        main: v.optional(Colour),
        accentOnMain: v.optional(Colour),
        invertedFont: v.optional(v.boolean()),
      }),
    ),
    /** only a logo this server stored (/api/travel-agencies/{id}/logo/...), or null to remove it */
    logoUrl: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.regex(/^\/api\/travel-agencies\/[0-9a-f]{24}\/logo\/[A-Za-z0-9._-]+$/, 'Please upload the logo'),
        ),
      ),
    ),
    theme: v.optional(v.picklist(['colorful', 'plain'])),
  }),
})
export type CorporateDesignPatch = v.InferOutput<typeof CorporateDesignPatchSchema>

const DraftText = v.optional(v.pipe(v.string(), v.maxLength(500)))

/** PUT /api/onboarding/draft: what was typed, as typed (not validated beyond shape and size). */
export const OnboardingDraftSchema = v.object({
  step: v.picklist(ONBOARDING_STEP_IDS),
  values: v.optional(
    v.object({
      name: v.optional(v.object({ firstName: DraftText, lastName: DraftText })),
      agency: v.optional(
        v.object({
          name: DraftText,
          referred: v.optional(v.boolean()),
          referrerName: DraftText,
          autoInvite: v.optional(v.boolean()),
          requestVerification: v.optional(v.boolean()),
        }),
      ),
      design: v.optional(
        v.object({
          colors: v.optional(
            v.object({ main: DraftText, accentOnMain: DraftText, invertedFont: v.optional(v.boolean()) }),
          ),
          theme: v.optional(v.picklist(['colorful', 'plain'])),
        }),
      ),
    }),
    {},
  ),
})
export type OnboardingDraftInput = v.InferOutput<typeof OnboardingDraftSchema>

/** POST /api/admin/agency-verifications/{id}/decision: a reason is required to decline. */
export const VerificationDecisionSchema = v.pipe(
  v.object({
    decision: v.picklist(['approve', 'decline'], ONBOARDING_MESSAGES.decision),
    reason: optionalText(1000),
  }),
  v.forward(
    v.check((d) => d.decision !== 'decline' || d.reason.length > 0, ONBOARDING_MESSAGES.declineReason),
    ['reason'],
  ),
)
export type VerificationDecision = v.InferOutput<typeof VerificationDecisionSchema>
