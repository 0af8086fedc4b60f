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
    now = 700
    expect(await cache.get('a', load('a'))).toBe('A')
    now = 1000
    await cache.get('a', load('a'))
    expect(loads).toEqual(['a', 'a'])
  })

  it('reloads a value asked for in the last quarter of its life in the background, answering the old one meanwhile', async () => {
    let now = 0
    const cache = new FactsCache<string>(10, 1000, () => now)
    const loads: string[] = []
    let version = 1
    const load = () => {
      loads.push('a')
      return Promise.resolve(`v${version}`)
    }
    expect(await cache.get('a', load)).toBe('v1')
    version = 2
    now = 800
    expect(await cache.get('a', load)).toBe('v1')
    expect(await cache.get('a', load)).toBe('v2') // in place once loaded, no second reload
    now = 1500 // the reload began at 800: kept until 1800, reloaded again from 1550
    expect(await cache.get('a', load)).toBe('v2')
    expect(loads).toEqual(['a', 'a'])
  })

  it('keeps the old value when a background reload fails, and drops a reload that a clear overtook', async () => {
    let now = 0
    const cache = new FactsCache<string>(10, 1000, () => now)
    await cache.get('a', () => Promise.resolve('old'))
    now = 900
    await cache.get('a', () => Promise.reject(new Error('down')))
    expect(await cache.get('a', () => Promise.resolve('never'))).toBe('old') // its own reload is still due
    let finish: (v: string) => void = () => {}
    const slow = new Promise<string>((resolve) => (finish = resolve))
    await cache.get('a', () => slow) // a reload in the background
    cache.clear()
    expect(await cache.get('a', () => Promise.resolve('after clear'))).toBe('after clear')
    finish('before clear')
    await slow
    expect(await cache.get('a', () => Promise.resolve('x'))).toBe('after clear')
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

  it('keeps a value set with another for the same time to live', async () => {
    let now = 0
    const cache = new FactsCache<string>(10, 1000, () => now)
    const { loads, load } = counting()
    cache.set('a', 'SET')
    now = 999
    expect(await cache.get('a', load('a'))).toBe('SET')
    now = 1000
    expect(await cache.get('a', load('a'))).toBe('A')
    expect(loads).toEqual(['a'])
  })
})
