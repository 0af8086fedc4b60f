import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { emailKey } from './sign-in-throttle.ts'

/**
 * The device cookie (OWASP's "device cookies" against targeted lock-out): after a successful sign-in
 * the browser keeps a signed cookie naming itself and the e-mail address it signed in to. Its later
 * sign-ins to that address are throttled on their own counter, so a guesser elsewhere cannot slow
 * them (docs/decisions/083-sign-in-throttle-per-account-and-source.md). Not a credential: it only
 * chooses the counter, the password is still checked.
 */
export const DEVICE_COOKIE = 'lds_device'
/** 180 days, renewed by every sign-in */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60

export function createDeviceCookies(secret: string) {
  const key = createHmac('sha256', secret).update('lds device cookie').digest()
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')
  const parse = (value: string | undefined) => {
    const parts = value?.split('.')
    if (parts?.length !== 3) return undefined
    const [email, device, signature] = parts as [string, string, string]
    const expected = Buffer.from(mac(`${email}.${device}`))
    const given = Buffer.from(signature)
    return given.length === expected.length && timingSafeEqual(given, expected) ? { email, device } : undefined
  }
  return {
    /** The device id when `value` is a valid device cookie for `email`. */
    deviceFor(value: string | undefined, email: string): string | undefined {
      const cookie = parse(value)
      return cookie && cookie.email === emailKey(email) ? cookie.device : undefined
    },
    /** The cookie value after a sign-in to `email`: the browser's device id kept, else a new one. */
    issue(previous: string | undefined, email: string): string {
      const device = parse(previous)?.device ?? randomBytes(16).toString('base64url')
      const payload = `${emailKey(email)}.${device}`
      return `${payload}.${mac(payload)}`
    },
  }
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>
