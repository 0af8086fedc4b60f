import { describe, expect, it } from 'vitest'
import { withPrefix } from './reference-prefix.ts'

describe('withPrefix (TLS booking and CC client references)', () => {
  it.each([
    ['TLS', '12345', 'TLS12345'],
    ['TLS', 'TLS12345', 'TLS12345'],
    ['TLS', 'tls12345', 'TLS12345'],
    ['TLS', 'TLS-12345', 'TLS12345'],
    ['TLS', 'TLSTLS12345', 'TLS12345'],
    ['TLS', '  987 ', 'TLS987'],
    ['CC', 'A-77', 'CCA-77'],
    ['CC', 'CC A-77', 'CCA-77'],
    ['CC', 'cc:42', 'CC42'],
    ['CC', '', null],
    ['CC', '   ', null],
    ['TLS', 'TLS', null],
    ['CC', null, null],
    ['CC', undefined, null],
  ] as const)('%s of %j is %j', (prefix, value, expected) => {
    expect(withPrefix(prefix, value)).toBe(expected)
  })
})
