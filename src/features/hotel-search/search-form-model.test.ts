import { describe, expect, it } from 'vitest'
import { EMPTY_HOTEL_SEARCH_FILTER } from '#domain/hotels/hotel-search-filter.ts'
import {
  createHotelSearchFormSchema,
  earliestCheckIn,
  filterForSearch,
  filterToFormValues,
  formValuesToFilter,
  payerOf,
  profileFor,
  secondaryFilterCount,
  showsPaymentProfile,
  submitState,
  type HotelSearchFormValues,
  type PaymentProfilePolicy,
} from './search-form-model.ts'
import * as v from 'valibot'
import { localIsoDate, utcToday } from '#domain/dates/iso-date.ts'

const today = () => '2026-11-22'
const fixed: PaymentProfilePolicy = { default: 'ClientPays', canBeChanged: false }
const changeable: PaymentProfilePolicy = { default: 'ClientPays', canBeChanged: true }
const cardCompany: PaymentProfilePolicy = { default: 'AgentPaysWithClientCardWithoutCVV', canBeChanged: false }

const values = (over: Partial<HotelSearchFormValues> = {}): HotelSearchFormValues => ({
  ...filterToFormValues(EMPTY_HOTEL_SEARCH_FILTER, changeable),
  ...over,
})

/** The message of each failing field, as the form shows them. */
function messages(form: HotelSearchFormValues, policy = changeable): Record<string, string> {
  const result = v.safeParse(createHotelSearchFormSchema(policy, today), form)
  const out: Record<string, string> = {}
  for (const issue of result.issues ?? []) out[issue.path?.map((p) => String(p.key)).join('.') ?? '_'] ??= issue.message
  return out
}

describe('hotel search validation', () => {
  it.each([
    ['nothing chosen searches every hotel', {}, {}],
    ['a destination without dates', { destination: 'Verbier' }, {}],
    ['one date only is not an error (the search does nothing)', { checkInDate: '2026-12-01' }, {}],
    [
      'both dates need a destination',
      { checkInDate: '2026-12-01', checkOutDate: '2026-12-05' },
      { destination: 'Please select a destination' },
    ],
    ['check-in today is fine', { destination: 'Verbier', checkInDate: '2026-11-22', checkOutDate: '2026-11-23' }, {}],
    [
      'check-in not before today',
      { destination: 'Verbier', checkInDate: '2026-11-21', checkOutDate: '2026-11-23' },
      { checkInDate: 'The check in date cannot be in the past' },
    ],
    [
      'check-out after check-in',
      { destination: 'Verbier', checkInDate: '2026-12-05', checkOutDate: '2026-12-05' },
      { checkOutDate: 'Check out date has to be after check in date' },
    ],
    [
      'at most 60 nights',
      { destination: 'Verbier', checkInDate: '2026-12-01', checkOutDate: '2027-02-01' },
      { checkOutDate: 'The period can be at most 60 nights' },
    ],
    ['maximum keys a whole number', { maxKeys: '2.5' }, { maxKeys: 'Expected a whole number' }],
    ['maximum keys at least 1', { maxKeys: '0' }, { maxKeys: 'At least 1' }],
    ['maximum keys at most 10000', { maxKeys: '99999999999999999999999' }, { maxKeys: 'At most 10000' }],
    ['maximum keys empty is any', { maxKeys: '  ' }, {}],
  ] as const)('%s', (_, over, expected) => {
    expect(messages(values(over))).toEqual(expected)
  })
})

describe('form values to filter', () => {
  it('drops empty fields and reads maximum keys as a number', () => {
    expect(
      formValuesToFilter(
        values({ destination: 'Switzerland', maxKeys: '40', hotelCategories: ['5 Star'] }),
        changeable,
        today,
      ),
    ).toEqual({
      ...EMPTY_HOTEL_SEARCH_FILTER,
      destination: 'Switzerland',
      maxKeys: 40,
      hotelCategories: ['5 Star'],
    })
  })

  it('sends the chosen payment profile with a period only', () => {
    const period = { destination: 'Verbier', checkInDate: '2026-12-01', checkOutDate: '2026-12-05' }
    const chosen = values({ ...period, paymentProfile: 'AgencyPaysPackageRate' })
    expect(formValuesToFilter(chosen, changeable, today)?.paymentProfile).toBe('AgencyPaysPackageRate')
    expect(
      formValuesToFilter(values({ paymentProfile: 'AgencyPaysPackageRate' }), changeable, today)?.paymentProfile,
    ).toBeUndefined()
    // a theme that fixes the profile sends its own default, whatever the form holds
    expect(formValuesToFilter(chosen, cardCompany, today)?.paymentProfile).toBe('AgentPaysWithClientCardWithoutCVV')
  })

  it('comes back as the same form values', () => {
    const form = values({
      destination: 'Zermatt',
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-08',
      maxKeys: '60',
      programIds: ['p1'],
      roomFacilities: ['r1'],
    })
    const filter = formValuesToFilter(form, changeable, today)!
    expect(filterToFormValues(filter, changeable)).toEqual(form)
  })
})

describe('payment profile choice', () => {
  it.each([
    ['client', false, changeable, 'ClientPays'],
    ['agency', false, changeable, 'AgencyPaysStandAloneRate'],
    ['agency', true, changeable, 'AgencyPaysPackageRate'],
    ['client', true, changeable, 'ClientPays'],
    ['client', false, { default: 'AgencyPaysStandAloneRate', canBeChanged: true }, 'ClientPays'],
    [
      'client',
      false,
      { default: 'AgentPaysWithClientCardWithoutCVV', canBeChanged: true },
      'AgentPaysWithClientCardWithoutCVV',
    ],
  ] as const)('%s, packaged %s -> %s', (payer, packaged, policy, profile) => {
    expect(profileFor(payer, packaged, policy)).toBe(profile)
  })

  it('knows who pays', () => {
    expect(payerOf('ClientPays')).toBe('client')
    expect(payerOf('AgentPaysWithClientCardWithoutCVV')).toBe('client')
    expect(payerOf('AgencyPaysStandAloneRate')).toBe('agency')
    expect(payerOf('AgencyPaysPackageRate')).toBe('agency')
  })

  it.each([
    [changeable, '2026-12-01', '2026-12-05', true],
    [changeable, '2026-12-01', '', false],
    [changeable, '', '', false],
    [fixed, '2026-12-01', '2026-12-05', false],
  ] as const)(
    'is offered only when changeable and both dates are set (%#)',
    (policy, checkInDate, checkOutDate, shown) => {
      expect(showsPaymentProfile({ checkInDate, checkOutDate }, policy)).toBe(shown)
    },
  )

  it('searches a period with the theme default unless the agent may change it', () => {
    const period = {
      ...EMPTY_HOTEL_SEARCH_FILTER,
      destination: 'Verbier',
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-05',
    }
    expect(filterForSearch(period, fixed).paymentProfile).toBe('ClientPays')
    expect(filterForSearch(period, cardCompany).paymentProfile).toBe('AgentPaysWithClientCardWithoutCVV')
    expect(filterForSearch({ ...period, paymentProfile: 'AgencyPaysPackageRate' }, changeable).paymentProfile).toBe(
      'AgencyPaysPackageRate',
    )
    expect(filterForSearch({ ...period, paymentProfile: 'AgencyPaysPackageRate' }, fixed).paymentProfile).toBe(
      'ClientPays',
    )
    expect(
      'paymentProfile' in filterForSearch({ ...EMPTY_HOTEL_SEARCH_FILTER, paymentProfile: 'ClientPays' }, changeable),
    ).toBe(false)
  })
})

describe('submit state', () => {
  it.each([
    ['', '', '', 'ready'],
    ['2026-12-01', '', '', 'one-date'],
    ['', '2026-12-05', 'Verbier', 'one-date'],
    ['2026-12-01', '2026-12-05', '', 'needs-destination'],
    ['2026-12-01', '2026-12-05', 'Verbier', 'ready'],
  ] as const)('check-in %s, check-out %s, destination %s: %s', (checkInDate, checkOutDate, destination, state) => {
    expect(submitState({ checkInDate, checkOutDate, destination })).toBe(state)
  })
})

describe('earliest check-in', () => {
  it('is the later of the local and the UTC day', () => {
    const now = new Date('2026-11-22T23:30:00Z')
    expect(earliestCheckIn(now) >= utcToday(now)).toBe(true)
    expect(earliestCheckIn(now) >= localIsoDate(now)).toBe(true)
    expect([utcToday(now), localIsoDate(now)]).toContain(earliestCheckIn(now))
  })
})

describe('secondary filter count', () => {
  it('counts categories, programs, keys and facilities, not the destination or dates', () => {
    expect(secondaryFilterCount(values({ destination: 'Verbier', checkInDate: '2026-12-01' }))).toBe(0)
    expect(
      secondaryFilterCount(
        values({
          hotelCategories: ['5 Star'],
          roomCategories: ['Suite', 'Room'],
          maxKeys: '40',
          facilities: ['spa'],
          programIds: ['p'],
          roomFacilities: ['x'],
        }),
      ),
    ).toBe(7)
  })
})
