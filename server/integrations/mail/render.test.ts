import { describe, expect, it } from 'vitest'
import { label, renderBody, renderMail } from './render.ts'

const FROM = 'LDS Luxury Distribution <concierge@lds.example>'
const row = (over: Partial<Parameters<typeof renderMail>[0]> = {}) => ({
  id: 42,
  kind: 'contact',
  subject: 'Contact form',
  recipient: 'team@lds.example',
  replyTo: 'eva@example.com',
  payload: {
    subject: 'Contact form',
    name: 'Eva Roth',
    email: 'eva@example.com',
    message: 'A chalet for 8 in March?\nWith a sauna.',
    phone: '',
  },
  createdAt: new Date('2026-03-01T10:00:00Z'),
  ...over,
})

describe('renderMail', () => {
  it('maps the row to the envelope and a plain-text body', () => {
    const mail = renderMail(row(), FROM)
    expect(mail).toMatchObject({
      from: FROM,
      to: 'team@lds.example',
      replyTo: 'eva@example.com',
      subject: 'Contact form',
    })
    expect(mail.messageId).toBe(`<lds-outbox-42-${Date.parse('2026-03-01T10:00:00Z')}@lds.example>`)
    expect(mail.headers).toEqual({ 'X-LDS-Outbox-Id': '42', 'X-LDS-Mail-Kind': 'contact' })
    expect(mail.text).toBe(
      'Contact form message\n\nName: Eva Roth\nE-mail: eva@example.com\n\nMessage:\nA chalet for 8 in March?\nWith a sauna.\n\n-- \nLDS outbox #42 (contact)\n',
    )
  })

  it('leaves out an empty reply-to and keeps header values on one line', () => {
    const mail = renderMail(row({ replyTo: null, subject: 'Hello\r\nBcc: x@evil.example' }), FROM)
    expect(mail).not.toHaveProperty('replyTo')
    expect(mail.subject).toBe('Hello Bcc: x@evil.example')
  })

  it('renders crash reports and internal mails with the error as JSON', () => {
    const crash = renderBody('crash', {
      subject: 'Frontend Crashed',
      error: { name: 'TypeError', message: 'x is undefined' },
      hasReloaded: false,
      location: '/en/chalets',
      user: null,
    })
    expect(crash).toBe(
      'Frontend crash report\n\nLocation: /en/chalets\nReloaded: no\n\nError:\n{\n  "name": "TypeError",\n  "message": "x is undefined"\n}',
    )
    expect(
      renderBody('internal', { subject: 'Error when logging in', text: 'Token expired', error: 'invalid_grant' }),
    ).toBe('Internal message\n\nText:\nToken expired\n\nError:\ninvalid_grant')
  })

  it('falls back to every payload field for an unknown kind', () => {
    expect(
      renderBody('newsletter', {
        subject: 'x',
        firstName: 'Ann',
        tags: ['a', 'b'],
        nested: { deep: { deeper: 1 } },
        empty: '',
      }),
    ).toBe('First name: Ann\nTags: a, b\nNested:\n  Deep:\n    Deeper: 1')
    expect(renderBody('enquiry-confirmation', { language: 'en' })).toBe('Language: en')
  })

  it.each([
    ['fullName', 'Full name'],
    ['child_ages', 'Child ages'],
    ['email', 'E-mail'],
    ['x', 'X'],
  ])('labels %s as %s', (key, text) => expect(label(key)).toBe(text))
})
