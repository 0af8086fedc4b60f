import { describe, expect, it } from 'vitest'
import { groupClients, lastLeads } from './clients.ts'
import type { ClientMention } from './repository.ts'

let n = 0
const mention = (m: Partial<ClientMention>): ClientMention => ({
  leadReference: `HI-${++n}`,
  firstName: 'Anna',
  lastName: 'Meier',
  nationality: null,
  amexCardMember: null,
  cc: null,
  createdAt: new Date(Date.UTC(2026, 0, 100 - n)),
  ...m,
})

describe('groupClients', () => {
  it.each([
    {
      name: 'one client from two mentions with the same name and client reference (any case)',
      mentions: [
        mention({ cc: 'CC1', leadReference: 'HI-9' }),
        mention({ firstName: 'anna', lastName: 'MEIER', cc: 'cc1', leadReference: 'L-8', nationality: 'Swiss' }),
      ],
      expected: [
        {
          reference: 'CC1',
          firstName: 'Anna',
          lastName: 'Meier',
          nationality: 'Swiss',
          amexCardMember: null,
          leads: [{ reference: 'HI-9' }, { reference: 'L-8' }],
        },
      ],
    },
    {
      name: 'two clients when the client reference differs (none is one of them)',
      mentions: [mention({ cc: 'CC1', leadReference: 'L-1' }), mention({ cc: null, leadReference: 'L-2' })],
      expected: [
        expect.objectContaining({ reference: 'CC1', leads: [{ reference: 'L-1' }] }),
        expect.objectContaining({ reference: '', leads: [{ reference: 'L-2' }] }),
      ],
    },
    {
      name: 'the newest card membership wins; unknown values are ignored; nameless mentions are skipped',
      mentions: [
        mention({ amexCardMember: 'gold' }),
        mention({ amexCardMember: 'centurion' }),
        mention({ amexCardMember: 'platinum' }),
        mention({ firstName: ' ', lastName: 'Nobody' }),
      ],
      expected: [expect.objectContaining({ amexCardMember: 'centurion' })],
    },
  ])('$name', ({ mentions, expected }) => {
    expect(groupClients(mentions)).toEqual(expected)
  })

  it('keeps the most recently mentioned clients up to the maximum', () => {
    const mentions = ['A', 'B', 'C', 'A'].map((lastName) => mention({ lastName }))
    expect(groupClients(mentions, 2).map((c) => c.lastName)).toEqual(['A', 'B'])
  })
})

describe('lastLeads', () => {
  it('answers the newest named mentions with their references', () => {
    const mentions = [
      mention({ firstName: 'Max', lastName: 'Muster', leadReference: 'HI-1', cc: 'CC1' }),
      mention({ firstName: null }),
      mention({ firstName: 'Eva', lastName: 'Frei', leadReference: 'L-7' }),
    ]
    expect(lastLeads(mentions, 5)).toEqual([
      { clientFirstName: 'Max', clientLastName: 'Muster', leadReference: 'HI-1', clientReference: 'CC1' },
      { clientFirstName: 'Eva', clientLastName: 'Frei', leadReference: 'L-7', clientReference: null },
    ])
    expect(lastLeads(mentions, 1)).toHaveLength(1)
  })
})
