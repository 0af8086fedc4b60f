import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SECTION_MESSAGES as S } from './content-sections.ts'
import { changedRoomFields, ROOM_MESSAGES as M, RoomContentSchema, type RoomContent } from './room-content.ts'

const bed = {
  bedType: 'kingSizeBed',
  isInStandardOccupancy: true,
  sleeps: [{ maxPax: 2, maxAdults: 2 }],
  twinBedPossible: true,
}
const first = (input: Record<string, unknown>) => {
  const r = v.safeParse(RoomContentSchema, { baseVersion: 0, ...input })
  return r.success ? null : r.issues[0].message
}

describe('RoomContentSchema', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['nothing: everything kept', {}, null],
    ['a name in both languages', { name: { en: 'Suite', de: 'Suite' } }, null],
    ['no English name', { name: { en: ' ', de: 'Suite' } }, S.name],
    ['a bed', { beds: [bed] }, null],
    ['a water bed', { beds: [{ ...bed, bedType: 'waterBed' }] }, M.bedType],
    ['a bed sleeping nobody', { beds: [{ ...bed, sleeps: [] }] }, M.sleeps],
    [
      'a sofa bed for children only',
      { beds: [{ ...bed, bedType: 'sofaBed', sleeps: [{ maxPax: 1, maxAdults: 0 }] }] },
      null,
    ],
    ['more adults than guests', { beds: [{ ...bed, sleeps: [{ maxPax: 1, maxAdults: 2 }] }] }, M.sleeps],
    ['sizes in order', { sizeSqmMin: 30, sizeSqmMax: 45 }, null],
    ['sizes the wrong way round', { sizeSqmMin: 45, sizeSqmMax: 30 }, M.size],
    ['no size', { sizeSqmMin: null, sizeSqmMax: null }, null],
    ['a negative outdoor space', { outdoorSpaceSqmMin: -1 }, M.size],
    ['60 bedrooms', { numBedrooms: 60 }, M.rooms],
    ['a view without English', { views: [{ en: '', de: 'Bergblick' }] }, S.name],
    ['a facility twice', { facilityIds: ['a', 'a'] }, S.facilityTwice],
    ['a floor plan on http', { floorplans: ['http://example.com/p.png'] }, S.url],
    ['no version', { baseVersion: undefined }, 'Unknown version'],
  ])('%s', (_name, input, message) => {
    expect(first(input)).toBe(message)
  })
})

describe("changedRoomFields: what a room's version changed", () => {
  const room: Partial<RoomContent> = {
    name: { en: 'Suite', de: '' },
    description: { en: 'Bright.', de: 'Hell.' },
    numBedrooms: 1,
    images: [{ url: '/a.jpg', alt: { en: '', de: '' } }],
  }
  it.each<[string, Partial<RoomContent> | null, Partial<RoomContent>, string[]]>([
    ['nothing', room, room, []],
    ['the German name', room, { ...room, name: { en: 'Suite', de: 'Suite mit Blick' } }, ['name.de']],
    [
      'both descriptions',
      room,
      { ...room, description: { en: 'Light.', de: 'Licht.' } },
      ['description.en', 'description.de'],
    ],
    ['a bedroom more', room, { ...room, numBedrooms: 2 }, ['numBedrooms']],
    ['an alt text', room, { ...room, images: [{ url: '/a.jpg', alt: { en: 'Bath', de: '' } }] }, ['images']],
    ['the first version', null, room, []],
  ])('%s', (_name, before, after, expected) => {
    expect(changedRoomFields(before, after)).toEqual(expected)
  })
})
