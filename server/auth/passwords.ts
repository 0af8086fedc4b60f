import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** scrypt parameters (N = 2^14, r = 8, p = 1: about 16 MiB and a few tens of ms per hash). */
const PARAMS = { N: 16384, r: 8, p: 1 }
const KEY_LENGTH = 64

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 64 * 1024 * 1024 }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Constant-time check of a password against a stored hash; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await derive(password, DUMMY_SALT, PARAMS) // same work as a real check: no timing hint
    return false
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string]
  const params = { N: Number(n), r: Number(r), p: Number(p) }
  if (![params.N, params.r, params.p].every((x) => Number.isInteger(x) && x > 0)) return false
  const expected = Buffer.from(hash, 'base64url')
  if (expected.length !== KEY_LENGTH) return false
  try {
    const actual = await derive(password, Buffer.from(salt, 'base64url'), params)
    return timingSafeEqual(actual, expected)
  } catch {
    return false // parameters scrypt refuses
  }
}

const DUMMY_SALT = randomBytes(16)
