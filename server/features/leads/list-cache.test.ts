import { describe, expect, it } from 'vitest'
import { LeadListCache } from './list-cache.ts'

describe('LeadListCache', () => {
  it('answers a kept page while the stamp holds and it is young enough; keeps at most `max`', () => {
    let now = 0
    const cache = new LeadListCache<string>(2, 1000, () => now)
    cache.set('a', 's1', 'A')
    expect(cache.get('a', 's1')).toBe('A')
    expect(cache.get('a', 's2')).toBeUndefined()
    expect(cache.get('a', 's1')).toBeUndefined()
    cache.set('a', 's1', 'A')
    now = 1001
    expect(cache.get('a', 's1')).toBeUndefined()
    cache.set('a', 's', 'A')
    cache.set('b', 's', 'B')
    cache.set('c', 's', 'C')
    expect([cache.get('a', 's'), cache.get('b', 's'), cache.get('c', 's')]).toEqual([undefined, 'B', 'C'])
  })
})
