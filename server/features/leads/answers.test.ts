import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from './answers.ts'

const ID = '0123456789abcdef01234567'
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('decodeCursor: only a cursor the database can read back', () => {
  it.each([
    ['2026-11-26 14:30:23.123456+00', true],
    ['2026-11-26 14:30:23+01:30', true],
    ['2026-11-26 14:30:23-15:59', true],
    ['2026-11-26 14:30:23+15', true],
    ['2026-11-26 14:30:23+16', false],
    ['2026-11-26 14:30:23+99', false],
    ['2026-11-26 14:30:23-16:00', false],
    ['2026-11-26 14:30:23+01:60', false],
    ['0000-02-29 14:30:23+00', false],
    ['2026-02-31 14:30:23+00', false],
    ['2026-11-26 24:00:00+00', false],
    ['2026-11-26T14:30:23Z', false],
  ])('%s -> %s', (at, ok) => {
    expect(decodeCursor(encodeCursor({ at, id: ID }))).toEqual(ok ? { at, id: ID } : 'invalid')
  })

  it.each([
    ['no cursor', undefined, null],
    ['not base64 JSON', '%%%', 'invalid'],
    ['one element', raw(['2026-11-26 14:30:23+00']), 'invalid'],
    ['a bad id', raw(['2026-11-26 14:30:23+00', 'x']), 'invalid'],
    ['a number for the time', raw([1, ID]), 'invalid'],
  ])('%s -> %o', (_what, cursor, decoded) => expect(decodeCursor(cursor)).toEqual(decoded))
})
