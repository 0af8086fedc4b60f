import { describe, expect, it } from 'vitest'
import { FactsCache } from './facts-cache.ts'

function counting() {
  const loads: string[] = []
  const load =
    (key: string, value = key.toUpperCase()) =>
    () => {
      loads.push(key)
      return Promise.resolve(value)
    }
  return { loads, load }
}

describe('FactsCache', () => {
  it('keeps a value for its time to live, then loads it again', async () => {
    let now = 0
    const cache = new FactsCache<string>(10, 1000, () => now)
    const { loads, load } = counting()
    expect(await cache.get('a', load('a'))).toBe('A')
    now = 999
    expect(await cache.get('a', load('a'))).toBe('A')
    now = 1000
    await cache.get('a', load('a'))
    expect(loads).toEqual(['a', 'a'])
  })

  it('shares one load between concurrent requests', async () => {
    const cache = new FactsCache<string>(10, 1000)
    const { loads, load } = counting()
    await Promise.all([cache.get('a', load('a')), cache.get('a', load('a')), cache.get('a', load('a'))])
    expect(loads).toEqual(['a'])
  })

  it('does not keep a failed load', async () => {
    const cache = new FactsCache<string>(10, 1000)
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    const { loads, load } = counting()
    expect(await cache.get('a', load('a'))).toBe('A')
    expect(loads).toEqual(['a'])
  })

  it('drops the least recently used key beyond its size, and everything on clear', async () => {
    const cache = new FactsCache<string>(2, 1000)
    const { loads, load } = counting()
    await cache.get('a', load('a'))
    await cache.get('b', load('b'))
    await cache.get('a', load('a')) // a is now the most recent
    await cache.get('c', load('c')) // evicts b
    await cache.get('a', load('a'))
    await cache.get('b', load('b'))
    expect(loads).toEqual(['a', 'b', 'c', 'b'])
    cache.clear()
    await cache.get('a', load('a'))
    expect(loads).toEqual(['a', 'b', 'c', 'b', 'a'])
  })
})
