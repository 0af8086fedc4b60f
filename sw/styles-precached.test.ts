import { describe, expect, it } from 'vitest'
import { STYLES_PRECACHED_HEADER } from './sw-contract.ts'
import { withStylesPrecached } from './styles-precached.ts'

describe('withStylesPrecached', () => {
  it('copies the navigation with the header the server reads, keeping its address, method and headers', () => {
    const original = new Request('https://www.lds-alps.com/chalets/france?x=1', {
      headers: { 'accept-language': 'de' },
    })
    const sent = withStylesPrecached(original)
    expect(sent.url).toBe(original.url)
    expect(sent.method).toBe('GET')
    expect(sent.headers.get('accept-language')).toBe('de')
    expect(sent.headers.get(STYLES_PRECACHED_HEADER)).toBe('1')
    expect(original.headers.has(STYLES_PRECACHED_HEADER)).toBe(false)
  })
})
