import { describe, expect, it } from 'vitest'
import { allowedData, toLogEntries } from './events.ts'

describe('analytics event data', () => {
  it.each([
    [
      { destination: 'Verbier', adults: 2 },
      { destination: 'Verbier', adults: 2 },
    ],
    [{ kind: 'general', email: 'anna@example.com', firstName: 'Anna', phone: '+41' }, { kind: 'general' }],
    [
      { filter: { hotelCategories: ['5 Star'], guests: [{ name: 'x' }], notes: 'y' } },
      { filter: { hotelCategories: ['5 Star'] } },
    ],
    [{ destination: 'x'.repeat(300) }, { destination: 'x'.repeat(200) }],
    [{ filter: { filter: { destination: 'deep' } } }, { filter: {} }],
    [{ propertyId: undefined, hotelId: 'h1' }, { hotelId: 'h1' }],
  ])('%j -> %j', (data, expected) => expect(allowedData(data)).toEqual(expected))

  it('makes one log entry per event, with the session id', () => {
    expect(toLogEntries([{ msg: 'save interest', data: { hotelId: 'h1' } }], 's')).toEqual([
      { msg: 'save interest', data: { hotelId: 'h1' }, sessionId: 's' },
    ])
  })
})
