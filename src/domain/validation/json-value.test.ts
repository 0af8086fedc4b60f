import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { boundedJson, jsonValueIssue } from './json-value.ts'

const bounds = { maxDepth: 3, maxEntries: 4, maxStringLength: 10 }
const deep = (depth: number): unknown => (depth === 0 ? 1 : [deep(depth - 1)])

describe('jsonValueIssue', () => {
  it('accepts values within the bounds', () => {
    for (const value of [null, true, 1.5, 'short', [], {}, { a: [1, { b: 'x' }] }, deep(3)])
      expect(jsonValueIssue(value, bounds)).toBeUndefined()
  })
  it.each([
    [deep(4), [0, 0, 0], 'Nested too deeply (at most 3 levels)'],
    [{ a: [1, 2, 3, 4, 5] }, ['a'], 'At most 4 entries'],
    [{ a: 'x'.repeat(11) }, ['a'], 'Please use at most 10 characters'],
    [{ a: ['ok', 'a\u0000'] }, ['a', 1], 'Must not contain NUL characters or unpaired surrogates'],
    [{ ['\ud800']: 1 }, ['\ud800'], 'Must not contain NUL characters or unpaired surrogates'],
    [{ a: Number.POSITIVE_INFINITY }, ['a'], 'Numbers must be finite'],
    [{ a: () => 1 }, ['a'], 'Expected a JSON value'],
  ])('reports %j at %j', (value, path, message) => expect(jsonValueIssue(value, bounds)).toEqual({ path, message }))

  it('walks a value nested far deeper than the stack allows without throwing', () => {
    let value: unknown = 1
    for (let i = 0; i < 100_000; i++) value = [value]
    expect(jsonValueIssue(value, bounds)?.message).toBe('Nested too deeply (at most 3 levels)')
  })
})

describe('boundedJson', () => {
  it('puts the issue at the offending place under the field', () => {
    const S = v.object({ data: v.optional(boundedJson(bounds)) })
    const r = v.safeParse(S, { data: { items: ['ok', 'x\u0000'] } })
    expect(r.success).toBe(false)
    expect(v.getDotPath(r.issues![0]!)).toBe('data.items.1')
    expect(v.safeParse(S, { data: { items: ['ok'] } }).success).toBe(true)
  })
})
