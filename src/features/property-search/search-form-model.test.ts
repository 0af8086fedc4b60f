import { describe, expect, it } from 'vitest'
import { DEFAULT_SEARCH_FILTER } from '#domain/property-search/search-filter.ts'
import {
  createSearchFormSchema,
  filterToFormValues,
  formValuesToFilter,
  formValuesToInput,
} from './search-form-model.ts'
import * as v from 'valibot'

const today = () => '2026-11-22'

describe('search form model', () => {
  it('turns the default filter into "any" values and back', () => {
    const values = filterToFormValues(DEFAULT_SEARCH_FILTER)
    expect(values).toMatchObject({
      city: '',
      sectors: [],
      checkIn: '',
      flexible: true,
      price: [0, 165000],
      bedrooms: 0,
      adults: 0,
      petsAllowed: false,
    })
    expect(formValuesToFilter(values, today)).toEqual(DEFAULT_SEARCH_FILTER)
  })

  it('keeps chosen values and drops sectors without a city', () => {
    const values = {
      ...filterToFormValues(DEFAULT_SEARCH_FILTER),
      city: 'Courchevel 1850',
      sectors: ['Jardin Alpin'],
      checkIn: '2027-01-09',
      checkOut: '2027-01-16',
      adults: 6,
      petsAllowed: true,
    }
    expect(formValuesToFilter(values, today)).toMatchObject({
      city: 'Courchevel 1850',
      sectors: ['Jardin Alpin'],
      checkIn: '2027-01-09',
      checkOut: '2027-01-16',
      adults: 6,
      petsAllowed: true,
    })
    expect(formValuesToInput({ ...values, city: '' }).sectors).toEqual([])
  })

  it('reports period problems on the date fields with the specification texts', () => {
    const schema = createSearchFormSchema(today)
    const base = filterToFormValues(DEFAULT_SEARCH_FILTER)
    const issues = (values: typeof base) => {
      const result = v.safeParse(schema, values)
      return result.success
        ? []
        : result.issues.map((issue) => [issue.path?.map((p) => p.key).join('.'), issue.message])
    }
    expect(issues({ ...base, checkIn: '2027-01-09' })).toEqual([['checkOut', 'Please enter the check out date']])
    expect(issues({ ...base, checkOut: '2027-01-09' })).toEqual([['checkIn', 'Please enter the check in date']])
    expect(issues({ ...base, checkIn: '2027-01-16', checkOut: '2027-01-09' })).toEqual([
      ['checkOut', 'Check out date has to be after check in date'],
    ])
    expect(issues({ ...base, checkIn: '2026-11-01', checkOut: '2026-11-08' })).toEqual([
      ['checkIn', 'The check in date cannot be in the past'],
    ])
  })
})
