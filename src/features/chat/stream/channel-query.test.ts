import { describe, expect, it } from 'vitest'
import { markStreamBlocked, streamChannelQuery, STREAM_BLOCKED_KEY } from './channel-query.ts'

describe('streamChannelQuery', () => {
  it('filters by membership for everyone but admins, with limit 9999', () => {
    const agent = streamChannelQuery({ id: 'u1', name: 'Camille', party: 'travelAgency' })
    expect(agent.filters).toEqual({ type: 'messaging', members: { $in: ['u1'] } })
    expect(agent.options.limit).toBe(9999)
    const team = streamChannelQuery({ id: 'h1', name: 'Reservations', party: 'hotel' })
    expect(team.filters).toEqual({ type: 'messaging', members: { $in: ['h1'] } })
  })

  it('has no members filter for an admin', () => {
    const admin = streamChannelQuery({ id: 'a1', name: 'Ada', party: 'admin' })
    expect(admin.filters).toEqual({ type: 'messaging' })
    expect(admin.options.limit).toBe(9999)
  })
})

describe('markStreamBlocked', () => {
  it("stores chatStreamBlocked = '1' and survives a storage that throws", () => {
    const items = new Map<string, string>()
    markStreamBlocked({ setItem: (k, v) => void items.set(k, v) })
    expect(STREAM_BLOCKED_KEY).toBe('chatStreamBlocked')
    expect(items.get('chatStreamBlocked')).toBe('1')
    expect(() =>
      markStreamBlocked({
        setItem: () => {
          throw new Error('quota')
        },
      }),
    ).not.toThrow()
  })
})
