import { describe, expect, it } from 'vitest'
import { ACCENTED, PLAIN, foldAccents } from './client-name-search.ts'

describe('foldAccents', () => {
  it('maps each accented letter to one plain letter (the SQL translate table)', () => {
    expect([...ACCENTED]).toHaveLength([...PLAIN].length)
  })

  it.each([
    ['Hélène', 'Helene'],
    ['Müller', 'Muller'],
    ['Ångström', 'Angstrom'],
    ['François', 'Francois'],
    ['Núñez', 'Nunez'],
    ['ÉLODIE', 'ELODIE'],
    // a decomposed é (e + combining accent) as some keyboards type it
    ['He\u0301le\u0300ne', 'Helene'],
    ['Smith', 'Smith'],
  ])('%s → %s', (typed, folded) => {
    expect(foldAccents(typed)).toBe(folded)
  })
})
