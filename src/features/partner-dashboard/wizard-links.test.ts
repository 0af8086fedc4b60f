import { describe, expect, it } from 'vitest'
import type { LeadStatus } from '#domain/leads/lead-status.ts'
import { wizardLinks } from './wizard-links.ts'

const actions = (status: LeadStatus) =>
  wizardLinks({ _id: 'abc', status, property: { path: '/chalets/france/courchevel/chalet-x' } }).map((l) => l.action)

describe('wizardLinks', () => {
  it.each([
    ['interest', ['book-now', 'take-option']],
    ['requestedOption', ['book-now']],
    ['confirmedOption', ['book-now']],
    ['requestedBooking', ['change']],
    ['confirmedBooking', ['change']],
    ['declinedOption', []],
    ['declinedBooking', []],
    ['expiredOption', []],
    ['cancelledOption', []],
    ['cancelledBooking', []],
  ] as const)('%s offers %j', (status, expected) => {
    expect(actions(status)).toEqual(expected)
  })

  it('links the wizard over the property page with the lead id', () => {
    expect(
      wizardLinks({ _id: 'abc', status: 'interest', property: { path: '/chalets/france/courchevel/chalet-x/' } }),
    ).toEqual([
      { action: 'book-now', href: '/chalets/france/courchevel/chalet-x/book-now?lead-id=abc' },
      { action: 'take-option', href: '/chalets/france/courchevel/chalet-x/take-option?lead-id=abc' },
    ])
  })
})
