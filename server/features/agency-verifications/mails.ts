import type { OutgoingMail } from '#server/integrations/mail/outbox.ts'

/** The vetting mails (docs/product/onboarding.md#vetting): to the admins on a new request, to the applicant on the decision. */
export const VERIFICATION_MAIL_KINDS = {
  request: 'agency-verification-request',
  decision: 'agency-verification-decision',
} as const

/** What the admins' mail says (the travel-agency registration passes it; `queueUrl` is the admins' queue page). */
export type VerificationRequestFacts = {
  agencyId: string
  agencyName: string
  applicant: { email: string; displayName: string }
  emailDomain: string | null
  referredBy: string | null
  queueUrl: string
}

/** One mail per admin (or to the team address when there is no admin): 'New travel agency to verify: {name}'. */
export function verificationRequestMails(
  recipients: readonly string[],
  facts: VerificationRequestFacts,
): OutgoingMail[] {
  return recipients.map((recipient) => ({
    kind: VERIFICATION_MAIL_KINDS.request,
    subject: `New travel agency to verify: ${facts.agencyName}`,
    recipient,
    replyTo: facts.applicant.email,
    payload: {
      agencyName: facts.agencyName,
      agencyId: facts.agencyId,
      applicant: `${facts.applicant.displayName} <${facts.applicant.email}>`,
      emailDomain: facts.emailDomain ?? '(a public e-mail domain)',
      referredBy: facts.referredBy ?? '—',
      review: facts.queueUrl,
    },
  }))
}

export type VerificationDecisionFacts = {
  agencyName: string
  applicant: { email: string; displayName: string }
  decision: 'approved' | 'declined'
  reason: string | null
  /** where the applicant continues: the onboarding page */
  onboardingUrl: string
}

/** To the applicant: 'Your agency is verified' or 'Your agency could not be verified' with the reason. */
export function verificationDecisionMail(facts: VerificationDecisionFacts): OutgoingMail {
  const approved = facts.decision === 'approved'
  return {
    kind: VERIFICATION_MAIL_KINDS.decision,
    subject: approved ? 'Your agency is verified' : 'Your agency could not be verified',
    recipient: facts.applicant.email,
    payload: {
      agencyName: facts.agencyName,
      decision: facts.decision,
      ...(approved ? {} : { reason: facts.reason ?? '' }),
      message: approved
        ? `Dear ${facts.applicant.displayName}, ${facts.agencyName} is verified: rates, offers and bookings are open to your team. Continue at ${facts.onboardingUrl}.`
        : `Dear ${facts.applicant.displayName}, we could not verify ${facts.agencyName}. Reason: ${facts.reason ?? ''}. Please reply to this e-mail or contact support if you think this is a mistake.`,
    },
  }
}
