import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES as M, changedFields, HotelContentSchema, PART_MAX, type HotelContent } from './content.ts'

const empty = {
  bestFor: '',
  hotel: '',
  location: '',
  foodAndBeverage: '',
  wellness: '',
  onSiteActivities: '',
  offSiteActivities: '',
  sustainability: '',
}
type Basic = Pick<HotelContent, 'description' | 'reservationPhone'>
const content = (over: Partial<Basic> = {}): Basic => ({
  description: { en: { ...empty, hotel: 'A palace.' }, de: { ...empty } },
  reservationPhone: '+41 27 966 00 00',
  ...over,
})
const first = (input: unknown) => {
  const r = v.safeParse(HotelContentSchema, input)
  return r.success ? null : r.issues[0].message
}

describe('HotelContentSchema', () => {
  it.each([
    ['a full page', { baseVersion: 0, ...content() }, null],
    [
      'parts left out are empty',
      { baseVersion: 3, description: { en: {}, de: { hotel: 'Ein Palast.' } }, reservationPhone: null },
      null,
    ],
    [
      'a part too long',
      { baseVersion: 0, ...content({ description: { en: { ...empty, hotel: 'x'.repeat(PART_MAX + 1) }, de: empty } }) },
      M.part,
    ],
    ['a phone with letters', { baseVersion: 0, ...content({ reservationPhone: 'call us' }) }, M.phone],
    ['no version', { ...content() }, M.version],
    ['a negative version', { baseVersion: -1, ...content() }, M.version],
  ])('%s', (_name, input, message) => {
    expect(first(input)).toBe(message)
  })

  it('trims the parts and turns a blank phone into none', () => {
    const out = v.parse(HotelContentSchema, {
      baseVersion: 0,
      description: { en: { hotel: '  A palace.  ' }, de: {} },
      reservationPhone: '   ',
    })
    expect(out.description?.en.hotel).toBe('A palace.')
    expect(out.description?.de.wellness).toBe('')
    expect(out.reservationPhone).toBeNull()
  })
})

describe('changedFields: what a version changed', () => {
  it.each<[string, Basic | null, Basic, string[]]>([
    ['nothing', content(), content(), []],
    [
      'the German hotel text',
      content(),
      content({ description: { en: { ...empty, hotel: 'A palace.' }, de: { ...empty, hotel: 'Ein Palast.' } } }),
      ['de.hotel'],
    ],
    ['the phone', content(), content({ reservationPhone: null }), ['reservationPhone']],
    ['the first version against none', null, content(), ['en.hotel', 'reservationPhone']],
  ])('%s', (_name, before, after, expected) => {
    expect(changedFields(before, after)).toEqual(expected)
  })
})
