import { describe, expect, it } from 'vitest'
import { readCachedAt } from './cached-at.ts'

describe('readCachedAt', () => {
  it('reads the time the service worker stored the copy', () => {
    const response = new Response('[]', { headers: { 'x-sw-cached-at': '2026-01-10T08:30:00.000Z' } })
    expect(readCachedAt(response)?.toISOString()).toBe('2026-01-10T08:30:00.000Z')
  })

  it('is null for a live answer or a malformed header', () => {
    expect(readCachedAt(new Response('[]'))).toBeNull()
    expect(readCachedAt(new Response('[]', { headers: { 'x-sw-cached-at': 'yesterday' } }))).toBeNull()
  })
})
