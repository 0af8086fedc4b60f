import { describe, expect, it } from 'vitest'
import { toAsciiSlug } from './ascii-slug.ts'

describe('toAsciiSlug', () => {
  it('strips diacritics and punctuation', () => {
    expect(toAsciiSlug('Penthouse Bellecôte')).toBe('penthouse-bellecote')
    expect(toAsciiSlug("Chalet L'Étoile des Neiges")).toBe('chalet-l-etoile-des-neiges')
    expect(toAsciiSlug('Haus Weißhorn')).toBe('haus-weisshorn')
    expect(toAsciiSlug('  St. Moritz  ')).toBe('st-moritz')
  })
})
