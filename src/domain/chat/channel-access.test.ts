import { describe, expect, it } from 'vitest'
import { canAccessChannel, partyOf, type ChatAccessUser } from './channel-access.ts'

const channel = { hotelId: 'h1', travelAgencyId: 'a1', memberIds: ['agent1'] }
const user = (over: Partial<ChatAccessUser>): ChatAccessUser => ({
  id: 'u',
  role: 'agent',
  travelAgencyId: null,
  hotelId: null,
  hasHotelAccess: false,
  ...over,
})

describe('canAccessChannel', () => {
  it.each([
    ['the agent (member)', user({ id: 'agent1', travelAgencyId: 'a1' }), true],
    ['another agent of the same agency', user({ id: 'agent2', travelAgencyId: 'a1' }), false],
    ['the supervisor of the agency', user({ role: 'supervisorAgent', travelAgencyId: 'a1' }), true],
    ['a supervisor of another agency', user({ role: 'supervisorAgent', travelAgencyId: 'a2' }), false],
    ['another agency’s agent', user({ travelAgencyId: 'a2' }), false],
    ['the hotel’s team', user({ role: 'customer', hotelId: 'h1', hasHotelAccess: true }), true],
    ['a hotel user without access', user({ role: 'customer', hotelId: 'h1', hasHotelAccess: false }), false],
    ['another hotel’s team', user({ role: 'customer', hotelId: 'h2', hasHotelAccess: true }), false],
    ['an admin', user({ role: 'admin', travelAgencyId: 'house' }), true],
  ])('%s → %s', (_, u, expected) => {
    expect(canAccessChannel(u, channel)).toBe(expected)
  })
})

describe('partyOf', () => {
  it.each([
    [user({ role: 'admin', hotelId: 'h1', hasHotelAccess: true }), 'admin'],
    [user({ role: 'customer', hotelId: 'h1', hasHotelAccess: true }), 'hotel'],
    [user({ role: 'customer', hotelId: 'h1', hasHotelAccess: false }), 'travelAgency'],
    [user({ role: 'agent', travelAgencyId: 'a1' }), 'travelAgency'],
  ])('%# → %s', (u, party) => {
    expect(partyOf(u)).toBe(party)
  })
})
