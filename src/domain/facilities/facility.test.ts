import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { FACILITY_MESSAGES as M, FacilityRenameSchema, inUseMessage, NewFacilitySchema } from './facility.ts'

describe('NewFacilitySchema', () => {
  it('trims both names', () => {
    expect(v.parse(NewFacilitySchema, { kind: 'hotel', name: { en: ' Ski room ', de: 'Skiraum ' } })).toEqual({
      kind: 'hotel',
      name: { en: 'Ski room', de: 'Skiraum' },
    })
  })

  it.each<[unknown, string, string]>([
    [{ kind: 'spaceship', name: { en: 'a', de: 'b' } }, 'kind', M.kind],
    [{ name: { en: 'a', de: 'b' } }, 'kind', M.kind],
    [{ kind: 'room', name: { en: '', de: 'b' } }, 'name.en', M.nameEn],
    [{ kind: 'room', name: { en: 'a' } }, 'name.de', M.nameDe],
    [{ kind: 'room', name: { en: 'a', de: '   ' } }, 'name.de', M.nameDe],
    [{ kind: 'room', name: { en: 'x'.repeat(81), de: 'b' } }, 'name.en', M.tooLong],
    [
      { kind: 'room', name: { en: 'a\u0000', de: 'b' } },
      'name.en',
      'Must not contain NUL characters or unpaired surrogates',
    ],
  ])('refuses %j at %s', (input, path, message) => {
    const r = v.safeParse(NewFacilitySchema, input)
    expect(r.success).toBe(false)
    const issue = r.issues![0]!
    expect(v.getDotPath(issue)).toBe(path)
    expect(issue.message).toBe(message)
  })
})

describe('FacilityRenameSchema', () => {
  it('takes the names only (a facility never changes kind)', () => {
    expect(v.parse(FacilityRenameSchema, { name: { en: 'Spa', de: 'Spa' }, kind: 'room' })).toEqual({
      name: { en: 'Spa', de: 'Spa' },
    })
  })
})

describe('inUseMessage', () => {
  it.each<[Parameters<typeof inUseMessage>[0], number, string | null]>([
    ['hotel', 0, null],
    ['hotel', 1, 'This facility is used by 1 hotel: remove it from them first'],
    ['room', 26, 'This facility is used by 26 rooms: remove it from them first'],
    ['property', 2, 'This facility is used by 2 properties: remove it from them first'],
    ['property', 1, 'This facility is used by 1 property: remove it from them first'],
  ])('%s used %i times: %s', (kind, uses, message) => {
    expect(inUseMessage(kind, uses)).toBe(message)
  })
})
