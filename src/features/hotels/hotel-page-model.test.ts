import { describe, expect, it } from 'vitest'
import { DEMO_HOTEL, EMPTY_HOTEL, FULL_HOTEL } from './test-hotels.ts'
import {
  availableTabs,
  checkInFacts,
  descriptionParts,
  hasCoordinates,
  locationDetails,
  policyTexts,
  resolveTab,
  showsMice,
} from './hotel-page-model.ts'
import { categoryStars, svgDataUrl } from '#domain/hotels/hotel-facts.ts'

describe('the tabs of the hotel page', () => {
  it.each([
    [{ wide: true, hasMice: true }, ['hotel', 'rooms', 'sales', 'mice', 'enquiry']],
    [{ wide: true, hasMice: false }, ['hotel', 'rooms', 'sales', 'enquiry']],
    [{ wide: false, hasMice: true }, ['hotel', 'rooms', 'enquiry']],
    // a visitor of the consumer storefront has no Sales tab
    [{ wide: true, hasMice: true, audience: 'visitor' as const }, ['hotel', 'rooms', 'mice', 'enquiry']],
    [{ wide: true, hasMice: false, audience: 'visitor' as const }, ['hotel', 'rooms', 'enquiry']],
    [{ wide: false, hasMice: false, audience: 'visitor' as const }, ['hotel', 'rooms', 'enquiry']],
    [{ wide: true, hasMice: false, audience: 'agency' as const }, ['hotel', 'rooms', 'sales', 'enquiry']],
  ])('%o offers %o', (opts, tabs) => {
    expect(availableTabs(opts)).toEqual(tabs)
  })

  it.each<
    [string | null, { wide: boolean; hasMice: boolean; hasPeriod: boolean; audience?: 'agency' | 'visitor' }, string]
  >([
    [null, { wide: true, hasMice: false, hasPeriod: false }, 'hotel'],
    [null, { wide: true, hasMice: false, hasPeriod: true }, 'rooms'],
    ['sales', { wide: true, hasMice: false, hasPeriod: true }, 'sales'],
    ['enquiry', { wide: false, hasMice: false, hasPeriod: false }, 'enquiry'],
    ['mice', { wide: true, hasMice: true, hasPeriod: false }, 'mice'],
    // a hotel without MICE facilities: the remembered MICE tab falls back
    ['mice', { wide: true, hasMice: false, hasPeriod: false }, 'hotel'],
    ['mice', { wide: true, hasMice: false, hasPeriod: true }, 'rooms'],
    // Sales and MICE live in the Hotel view of a narrow screen
    ['sales', { wide: false, hasMice: false, hasPeriod: true }, 'hotel'],
    ['mice', { wide: false, hasMice: true, hasPeriod: false }, 'hotel'],
    ['nonsense', { wide: true, hasMice: false, hasPeriod: false }, 'hotel'],
    // a visitor: a period in the address does not open the rooms, a remembered Sales tab is the Hotel tab
    [null, { wide: true, hasMice: false, hasPeriod: true, audience: 'visitor' }, 'hotel'],
    ['sales', { wide: true, hasMice: false, hasPeriod: false, audience: 'visitor' }, 'hotel'],
    ['rooms', { wide: true, hasMice: false, hasPeriod: false, audience: 'visitor' }, 'rooms'],
  ])('remembered %s, %o: %s', (remembered, opts, tab) => {
    expect(resolveTab(remembered, opts)).toBe(tab)
  })

  it.each<[string, Parameters<typeof showsMice>[0], boolean, boolean]>([
    ['a standard demo hotel', DEMO_HOTEL, false, true],
    ['a demo hotel without MICE facilities', { ...DEMO_HOTEL, miceFacilities: [] }, false, false],
    [
      'another hotel with facilities, not a demo build',
      { ...FULL_HOTEL, miceFacilities: DEMO_HOTEL.miceFacilities },
      false,
      false,
    ],
    [
      'another hotel with the demo facilities in a demo build',
      { ...FULL_HOTEL, miceFacilities: DEMO_HOTEL.miceFacilities },
      true,
      true,
    ],
    ['a standard demo hotel in a demo build', DEMO_HOTEL, true, true],
    ['a hotel without facilities in a demo build', { ...FULL_HOTEL, miceFacilities: [] }, true, false],
  ])('MICE tab for %s', (_name, hotel, demoBuild, expected) => {
    expect(showsMice(hotel, demoBuild)).toBe(expected)
  })
})

describe('empty sections', () => {
  it('keeps the description parts with text, in reading order', () => {
    expect(descriptionParts(FULL_HOTEL.description).map((p) => p.key)).toEqual([
      'bestFor',
      'hotel',
      'location',
      'wellness',
    ])
    expect(descriptionParts(null)).toEqual([])
    expect(
      descriptionParts({ ...FULL_HOTEL.description!, bestFor: '  ', hotel: '', location: '', wellness: '' }),
    ).toEqual([])
  })

  it('finds location details or none', () => {
    const full = locationDetails(FULL_HOTEL.location)
    expect(full.isEmpty).toBe(false)
    expect(full.airport?.iataCode).toBe('ZRH')
    expect(full.directions.map(([key]) => key)).toEqual(['byPlane', 'byCar'])
    expect(locationDetails(EMPTY_HOTEL.location)).toMatchObject({
      airport: null,
      directions: [],
      distances: [],
      isEmpty: true,
    })
  })

  it.each([
    [{ latitude: 46.5, longitude: 9.8 }, true],
    [{ latitude: 0, longitude: 0 }, false],
    [{ latitude: Number.NaN, longitude: 9.8 }, false],
  ])('coordinates %o make a map: %s', (coordinates, expected) => {
    expect(hasCoordinates({ ...FULL_HOTEL.location, coordinates })).toBe(expected)
  })

  it('has check-in facts unless nothing is given', () => {
    expect(checkInFacts(null)).toBeNull()
    expect(
      checkInFacts({
        startTime: '',
        endTime: '',
        minAge: 0,
        depositDescription: '',
        instructions: ' ',
        isCreditCardRequired: false,
        isPhotoIdRequired: false,
      }),
    ).toBeNull()
    expect(checkInFacts(FULL_HOTEL.checkIn)).toMatchObject({
      from: '15:00',
      until: '23:00',
      instructions: 'Our doorman meets you at the entrance.',
    })
  })

  it('takes blank policy texts as none', () => {
    expect(policyTexts({ bookingPolicyMarkdown: ' ', houseRulesMarkdown: null, smokingPolicy: '' })).toEqual({
      bookingPolicy: null,
      houseRules: null,
      smoking: null,
    })
  })
})

describe('header pieces', () => {
  it.each([
    ['4 Star', { stars: 4, palace: false }],
    ['5 Star', { stars: 5, palace: false }],
    ['5 Star Palace', { stars: 5, palace: true }],
  ])('%s', (category, expected) => {
    expect(categoryStars(category)).toEqual(expected)
  })

  it('turns an inline SVG logo into an image address and refuses anything else', () => {
    expect(svgDataUrl('<svg viewBox="0 0 1 1"><circle r="1"/></svg>')).toMatch(
      /^data:image\/svg\+xml;charset=utf-8,%3Csvg/,
    )
    expect(svgDataUrl('<?xml version="1.0"?><svg></svg>')).not.toBeNull()
    expect(svgDataUrl('<img src=x onerror=alert(1)>')).toBeNull()
    expect(svgDataUrl('')).toBeNull()
  })
})
