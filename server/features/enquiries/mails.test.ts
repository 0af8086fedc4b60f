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
      sendConfirmation: true,
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

describe('the confirmation greeting', () => {
  const confirmation = (name: string, language: 'en' | 'de' = 'en') =>
    renderBody(
      'enquiry-confirmation',
      enquiryMails({
        enquiryId: 'e',
        subject: 'New general enquiry',
        teamAddress: 'team@lds.example',
        guest: { name, email: 'g@example.com', language },
        property: null,
        payload: {},
        sendConfirmation: true,
      })[1]!.payload,
    ).split('\n')[0]
  it.each([
    ['Henrietta Vogel', 'Dear Henrietta Vogel,'],
    ['  Anna\n\tMeier  ', 'Dear Anna Meier,'],
    ['x'.repeat(61), `Dear ${'x'.repeat(60)},`],
    ['Visit https://spam.example now', 'Dear guest,'],
    ['www.cheap-watches.example', 'Dear guest,'],
    ['Write to deals@spam.example', 'Dear guest,'],
    ['Click <b>here</b>', 'Dear guest,'],
  ])('%j is greeted as %j', (name, greeting) => {
    expect(confirmation(name)).toBe(greeting)
  })
  it('greets without a name in German too', () => {
    expect(confirmation('https://spam.example', 'de')).toBe('Guten Tag,')
  })
  it('leaves out the confirmation when asked', () => {
    const mails = enquiryMails({
      enquiryId: 'e',
      subject: 'New general enquiry',
      teamAddress: 'team@lds.example',
      guest: { name: 'A', email: 'g@example.com', language: 'en' },
      property: null,
      payload: {},
      sendConfirmation: false,
    })
    expect(mails.map((m) => m.kind)).toEqual(['enquiry'])
  })
})
