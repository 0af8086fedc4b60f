import { describe, expect, it } from 'vitest'
import { AFFILIATE_STORAGE_KEY, affiliateIdToStore, rememberAffiliateId } from './affiliate-storage.ts'

describe('affiliateIdToStore', () => {
  it.each([
    ['nothing stored, an id in the query', null, 'serandipians', 'serandipians'],
    ['nothing stored (empty), an id in the query', '', 'alpina-hotels', 'alpina-hotels'],
    ['the id is trimmed', null, '  haute-residences ', 'haute-residences'],
    ['an id is stored already', 'alpina-hotels', 'serandipians', null],
    ['the same id is stored already', 'serandipians', 'serandipians', null],
    ['no id in the query', null, undefined, null],
    ['an empty id in the query', null, '', null],
    ['a non-string query value', null, 42, null],
    ['a malformed id', null, '<script>', null],
    ['a far too long id', null, 'a'.repeat(81), null],
  ])('%s: stored %o, query %o -> %o', (_case, stored, query, expected) => {
    expect(affiliateIdToStore(stored, query)).toBe(expected)
  })
})

describe('rememberAffiliateId', () => {
  const memory = (initial: Record<string, string> = {}) => {
    const values = new Map(Object.entries(initial))
    return {
      values,
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    }
  }

  it('keeps the first affiliate only', () => {
    const storage = memory()
    rememberAffiliateId('serandipians', storage)
    rememberAffiliateId('alpina-hotels', storage)
    expect(storage.values.get(AFFILIATE_STORAGE_KEY)).toBe('serandipians')
  })

  it('survives a storage that refuses', () => {
    const storage = {
      getItem: () => {
        throw new Error('disabled')
      },
      setItem: () => undefined,
    }
    expect(() => rememberAffiliateId('serandipians', storage)).not.toThrow()
  })
})
