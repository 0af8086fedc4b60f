import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { HotelContentSchema, HotelPatchSchema } from './content.ts'
import {
  changedSections,
  inLanguage,
  LIST_MAX,
  SECTION_MESSAGES as M,
  TEXT_MAX,
  type DiningVenue,
  type HotelSections,
} from './content-sections.ts'

const venue = (over: Partial<DiningVenue> = {}): DiningVenue => ({
  type: { en: 'Restaurant', de: '' },
  name: 'La Table',
  michelinStars: 1,
  description: { en: 'Alpine cooking.', de: 'Alpine Küche.' },
  openingHours: { en: 'Daily 19:00-22:00', de: '' },
  ...over,
})
const checkIn = {
  startTime: '15:00',
  endTime: '23:00',
  minAge: 18,
  deposit: { en: 'A card on arrival.', de: '' },
  instructions: { en: '', de: '' },
  isCreditCardRequired: true,
  isPhotoIdRequired: false,
}
const ages = { isAdultsOnlyHotel: false, minGuestAge: 0, maxAgeConsideredInfant: 2, maxAgeConsideredChild: 12 }
const first = (input: Record<string, unknown>) => {
  const r = v.safeParse(HotelContentSchema, { baseVersion: 1, ...input })
  return r.success ? null : r.issues[0].message
}

describe('the sections of a save', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['no section: nothing changes', {}, null],
    ['a dining venue', { diningVenues: [venue()] }, null],
    ['a venue without a name', { diningVenues: [venue({ name: '  ' })] }, M.name],
    ['four Michelin stars', { diningVenues: [venue({ michelinStars: 4 })] }, M.stars],
    ['a text too long', { diningVenues: [venue({ description: { en: 'x'.repeat(TEXT_MAX + 1), de: '' } })] }, M.text],
    ['too many venues', { diningVenues: Array.from({ length: LIST_MAX + 1 }, () => venue()) }, M.list],
    ['check-in', { checkIn }, null],
    ['check-in at 25:00', { checkIn: { ...checkIn, startTime: '25:00' } }, M.time],
    ['check-in without a time', { checkIn: { ...checkIn, startTime: '' } }, null],
    ['a minimum age of 120', { checkIn: { ...checkIn, minAge: 120 } }, M.age],
    ['a flag as text', { checkIn: { ...checkIn, isPhotoIdRequired: 'yes' } }, M.flag],
    ['the age policy', { agePolicy: ages }, null],
    ['infants older than children', { agePolicy: { ...ages, maxAgeConsideredInfant: 13 } }, M.ages],
    [
      'adults only: no infants, no children',
      { agePolicy: { ...ages, maxAgeConsideredInfant: 0, maxAgeConsideredChild: 0 } },
      null,
    ],
    ['a facility twice', { facilities: [{ facilityId: 'a' }, { facilityId: 'a' }] }, M.facilityTwice],
    ['a facility without an id', { facilities: [{ facilityId: '' }] }, M.facility],
    [
      'an uploaded image',
      { images: [{ url: '/api/extranet/images/0123456789abcdef.png', alt: { en: 'Pool' } }] },
      null,
    ],
    ['an image on http', { images: [{ url: 'http://example.com/a.png' }] }, M.url],
    ['a sales manager', { salesManagers: [{ fullName: 'Anna Berg', email: 'anna@hotel.example', image: '' }] }, null],
    ['a sales manager without e-mail', { salesManagers: [{ fullName: 'Anna Berg', email: 'anna' }] }, M.email],
    ['chat as text', { isChatEnabled: 'true' }, M.flag],
    ['booking policy markdown', { bookingPolicyMarkdown: { en: '# Policy', de: '# Bedingungen' } }, null],
    ['a program id', { programIds: ['p1'] }, null],
  ])('%s', (_name, input, message) => {
    expect(first(input)).toBe(message)
  })

  it('texts are trimmed and a missing language is blank', () => {
    const out = v.parse(HotelContentSchema, { baseVersion: 0, smokingPolicy: { en: '  Non-smoking.  ' } })
    expect(out.smokingPolicy).toEqual({ en: 'Non-smoking.', de: '' })
    expect(out.diningVenues).toBeUndefined()
  })

  it('PATCH needs no version; a given one must be a version', () => {
    expect(v.safeParse(HotelPatchSchema, { isChatEnabled: true }).success).toBe(true)
    expect(v.safeParse(HotelPatchSchema, { baseVersion: -1 }).success).toBe(false)
  })
})

describe('inLanguage: the German page falls back to English', () => {
  it.each<[string, { en: string; de: string } | undefined, 'en' | 'de', string]>([
    ['German written', { en: 'Pool', de: 'Schwimmbad' }, 'de', 'Schwimmbad'],
    ['German blank', { en: 'Pool', de: '' }, 'de', 'Pool'],
    ['German only spaces', { en: 'Pool', de: '   ' }, 'de', 'Pool'],
    ['English page', { en: 'Pool', de: 'Schwimmbad' }, 'en', 'Pool'],
    ['nothing', undefined, 'de', ''],
  ])('%s', (_name, texts, lang, expected) => {
    expect(inLanguage(texts, lang)).toBe(expected)
  })
})

describe('changedSections: what a version changed', () => {
  const base: Partial<HotelSections> = {
    diningVenues: [venue()],
    smokingPolicy: { en: 'Non-smoking.', de: '' },
    isChatEnabled: false,
    images: [{ url: '/a.jpg', alt: { en: '', de: '' } }],
  }
  it.each<[string, Partial<HotelSections> | null, Partial<HotelSections>, string[]]>([
    ['nothing', base, base, []],
    ['a venue added', base, { ...base, diningVenues: [venue(), venue({ name: 'Bar' })] }, ['diningVenues']],
    [
      'the German smoking policy',
      base,
      { ...base, smokingPolicy: { en: 'Non-smoking.', de: 'Nichtraucher.' } },
      ['smokingPolicy.de'],
    ],
    ['chat switched on', base, { ...base, isChatEnabled: true }, ['isChatEnabled']],
    [
      'images reordered',
      { ...base, images: [...base.images!, { url: '/b.jpg', alt: { en: '', de: '' } }] },
      { ...base, images: [{ url: '/b.jpg', alt: { en: '', de: '' } }, ...base.images!] },
      ['images'],
    ],
    ['a version from before the sections', {}, base, []],
    ['the first version', null, base, []],
  ])('%s', (_name, before, after, expected) => {
    expect(changedSections(before, after)).toEqual(expected)
  })
})
