import { describe, expect, it } from 'vitest'
import { renderBody } from '#server/integrations/mail/render.ts'
import { enquiryMails } from './mails.ts'

describe('enquiryMails', () => {
  it('renders both enquiry mails: the team gets the fields, the guest the confirmation text', () => {
    const [team, guest] = enquiryMails({
      enquiryId: 'enq-1',
      subject: 'New property enquiry',
      teamAddress: 'team@lds.example',
      guest: { name: 'Henrietta Vogel', email: 'henrietta@example.com', language: 'de' },
      property: { _id: 'p-7', name: 'Chalet Edelweiss', city: 'Zermatt' },
      payload: {
        subject: 'New property enquiry',
        fullName: 'Henrietta Vogel',
        email: 'henrietta@example.com',
        adults: 4,
        childAges: [6, 13],
        privacy: true,
        period: { checkIn: '2026-12-20', checkOut: '2026-12-27' },
        message: 'We arrive late.',
      },
    })
    const teamText = renderBody(team!.kind, team!.payload)
    expect(teamText).toContain('New property enquiry (enq-1)')
    expect(teamText).toContain('Property: Chalet Edelweiss, Zermatt (p-7)')
    expect(teamText).toContain(
      'Full name: Henrietta Vogel\nE-mail: henrietta@example.com\nAdults: 4\nChild ages: 6, 13\nPrivacy: yes',
    )
    expect(teamText).toContain('Period:\n  Check-in: 2026-12-20\n  Check-out: 2026-12-27')
    expect(teamText).toMatch(/Message:\nWe arrive late\.$/)
    const guestText = renderBody(guest!.kind, guest!.payload)
    expect(guestText).toMatch(/^Guten Tag Henrietta Vogel,/)
    expect(guestText).toContain('Chalet Edelweiss in Zermatt')
  })
})
