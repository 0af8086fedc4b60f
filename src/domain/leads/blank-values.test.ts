import { describe, expect, it } from 'vitest'
import { dropBlankValues } from './blank-values.ts'

describe('dropBlankValues (docs/product/leads.md#payload)', () => {
  it.each<[string, unknown, unknown]>([
    ['an empty string', { a: '' }, undefined],
    ['a blank string', { a: ' \t\n' }, undefined],
    ['null and undefined', { a: null, b: undefined, c: 1 }, { c: 1 }],
    ['keeps 0, false and numbers', { a: 0, b: false, c: 2.5 }, { a: 0, b: false, c: 2.5 }],
    ['keeps text with spaces as it is', { a: ' x ' }, { a: ' x ' }],
    ['an object left empty', { partner: { tls: '', cc: ' ' }, x: 'y' }, { x: 'y' }],
    ['at any depth', { a: { b: { c: '' }, d: 'e' } }, { a: { d: 'e' } }],
    ['blank array members', { list: ['a', '', null, 'b'] }, { list: ['a', 'b'] }],
    ['an empty array stays', { list: [] }, { list: [] }],
    ['objects in arrays', { list: [{ a: '' }, { a: 'x' }] }, { list: [{ a: 'x' }] }],
    ['a blank top-level string', '  ', undefined],
    ['a number', 3, 3],
  ])('%s', (_, input, expected) => {
    expect(dropBlankValues(input)).toEqual(expected)
  })

  it('does not change its input', () => {
    const input = { a: '', b: { c: '' } }
    dropBlankValues(input)
    expect(input).toEqual({ a: '', b: { c: '' } })
  })
})
