import { describe, expect, it } from 'vitest'
import { ValidationError } from './errors.ts'
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJsonBody, unsafeTextPath } from './json-body.ts'

const nested = (depth: number, inner = '') => '['.repeat(depth) + inner + ']'.repeat(depth)
const errorsOf = (text: string) => {
  try {
    parseJsonBody(text)
    return undefined
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationError)
    return (err as ValidationError).errors
  }
}

describe('parseJsonBody', () => {
  it(`accepts ${MAX_JSON_DEPTH} levels of nesting and refuses one more, before parsing`, () => {
    expect(parseJsonBody(nested(MAX_JSON_DEPTH))).toBeInstanceOf(Array)
    expect(errorsOf(nested(MAX_JSON_DEPTH + 1))).toEqual({
      _: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
    })
    // 100,000 levels would overflow a recursive parser or serialiser: refused on the raw text
    expect(errorsOf(nested(100_000))?._).toMatch(/nested too deeply/)
    expect(errorsOf(`{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}`)?._).toMatch(/nested too deeply/)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false)
    expect(nestsDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, 2)).toBe(false)
    expect(nestsDeeperThan('{"a":"\\\\","b":[[[1]]]}', 3)).toBe(true)
  })

  it('names the first string or key with a NUL or an unpaired surrogate', () => {
    expect(errorsOf('{"name":"a\\u0000b"}')).toEqual({ name: 'Must not contain NUL characters or unpaired surrogates' })
    expect(errorsOf('{"a":{"list":["ok","\\ud800"]}}')).toEqual({
      'a.list.1': 'Must not contain NUL characters or unpaired surrogates',
    })
    expect(errorsOf('{"\\udc00":1}')).toEqual({ '\udc00': 'Must not contain NUL characters or unpaired surrogates' })
    expect(errorsOf('"\\u0000"')).toEqual({ _: 'Must not contain NUL characters or unpaired surrogates' })
    expect(unsafeTextPath({ emoji: '\ud83d\ude00', accents: 'Zermatt – Matterhorn' })).toBeUndefined()
  })

  it('refuses a body that is not JSON', () => {
    expect(errorsOf('{')).toEqual({ _: 'The request body must be valid JSON' })
    expect(errorsOf('')).toEqual({ _: 'The request body must be valid JSON' })
  })
})
