import { describe, expect, it } from 'vitest'
import { verificationDecisionMail, verificationRequestMails } from './mails.ts'

const applicant = { email: 'eva@snowline.example', displayName: 'Eva Applicant' }

describe('vetting mails', () => {
  it('tells every admin about a new agency to verify, replying to the applicant', () => {
    const mails = verificationRequestMails(['a@lds.example', 'b@lds.example'], {
      agencyId: 'x',
      agencyName: 'Snowline',
      applicant,
      emailDomain: null,
      referredBy: 'Belvedere',
      queueUrl: 'https://lds.example/admin/agency-verifications',
    })
    expect(mails.map((m) => m.recipient)).toEqual(['a@lds.example', 'b@lds.example'])
    expect(mails[0]).toMatchObject({
      kind: 'agency-verification-request',
      subject: 'New travel agency to verify: Snowline',
      replyTo: applicant.email,
      payload: {
        emailDomain: '(a public e-mail domain)',
        referredBy: 'Belvedere',
        review: expect.stringContaining('/admin/'),
      },
    })
  })

  it('tells the applicant the decision, with the reason when declined', () => {
    const base = { agencyName: 'Snowline', applicant, onboardingUrl: 'https://lds.example/onboarding' }
    expect(verificationDecisionMail({ ...base, decision: 'approved', reason: null })).toMatchObject({
      kind: 'agency-verification-decision',
      subject: 'Your agency is verified',
      recipient: applicant.email,
    })
    const declined = verificationDecisionMail({ ...base, decision: 'declined', reason: 'Not a travel agency' })
    expect(declined.subject).toBe('Your agency could not be verified')
    expect(declined.payload).toMatchObject({ reason: 'Not a travel agency' })
    expect(String(declined.payload.message)).toContain('Not a travel agency')
  })
})
