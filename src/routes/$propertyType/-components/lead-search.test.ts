import { describe, expect, it } from 'vitest'
import { validateLeadSearch } from './lead-search.ts'

describe('validateLeadSearch (?lead-id= of …/book-now and …/take-option)', () => {
  it.each([
    [{ 'lead-id': '0123456789abcdef01234567' }, { 'lead-id': '0123456789abcdef01234567' }],
    [{ 'lead-id': '0123456789ABCDEF01234567' }, {}],
    [{ 'lead-id': 'zzz' }, {}],
    [{ 'lead-id': 42 }, {}],
    [{ 'lead-id': ['0123456789abcdef01234567'] }, {}],
    [{}, {}],
  ])('%j gives %j', (raw, expected) => {
    expect(validateLeadSearch(raw)).toEqual(expected)
  })
})
