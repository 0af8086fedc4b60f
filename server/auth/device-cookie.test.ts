import { describe, expect, it } from 'vitest'
import { createDeviceCookies } from './device-cookie.ts'

describe('device cookies (docs/decisions/083-sign-in-throttle-per-account-and-source.md)', () => {
  const devices = createDeviceCookies('secret-one')

  it('names the browser for the e-mail address it signed in to, in any case of the address', () => {
    const value = devices.issue(undefined, 'Anna@Example.com')
    expect(devices.deviceFor(value, 'anna@example.com')).toEqual(expect.any(String))
    expect(devices.deviceFor(value, 'other@example.com')).toBeUndefined()
  })

  it('keeps the browser id across sign-ins', () => {
    const first = devices.issue(undefined, 'a@example.com')
    const second = devices.issue(first, 'b@example.com')
    expect(devices.deviceFor(second, 'b@example.com')).toBe(devices.deviceFor(first, 'a@example.com'))
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not three parts', 'abc.def'],
    ['a changed signature', 'x'],
    ['signed with another secret', 'other'],
  ])('refuses a cookie %s', (_name, kind) => {
    const valid = devices.issue(undefined, 'a@example.com')
    const value =
      kind === 'x'
        ? `${valid.slice(0, -2)}xx`
        : kind === 'other'
          ? createDeviceCookies('secret-two').issue(undefined, 'a@example.com')
          : kind
    expect(devices.deviceFor(value, 'a@example.com')).toBeUndefined()
  })
})
