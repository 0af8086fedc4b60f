import { describe, expect, it } from 'vitest'
import { canonicalJson } from './canonical-json.ts'

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: 2 }, '{"a":2,"b":1}'],
    [{ a: [{ d: 1, c: null }], b: 'x' }, '{"a":[{"c":null,"d":1}],"b":"x"}'],
    [[3, 'a', true], '[3,"a",true]'],
    [undefined, 'null'],
    ['é"', '"é\\""'],
  ])('%j → %s', (value, text) => {
    expect(canonicalJson(value)).toBe(text)
  })

  it('gives equal text for equal content in another key order', () => {
    expect(canonicalJson({ x: { b: 1, a: [1, 2] }, y: 0 })).toBe(canonicalJson({ y: 0, x: { a: [1, 2], b: 1 } }))
  })

  it('leaves the omitted keys out at every depth', () => {
    expect(canonicalJson({ ccCvv: '123', card: { ccCvv: '999', last: '4242' } }, new Set(['ccCvv']))).toBe(
      '{"card":{"last":"4242"}}',
    )
  })
})
