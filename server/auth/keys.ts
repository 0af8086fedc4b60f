import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { JWK } from 'jose'

/** The embedded provider's secrets: an RS256 signing key (private JWK) and the cookie signing keys. */
export type ProviderKeys = {
  jwks: { keys: JWK[] }
  cookieKeys: string[]
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const

/**
 * Reads DATA_DIR/oidc/keys.json, or generates the keys once and writes them with mode 600, so that
 * tokens and sessions survive a restart. Several processes starting together agree on one file
 * (exclusive create; the loser reads the winner's file).
 */
export function loadOrCreateKeys(dataDir: string): ProviderKeys {
  const dir = path.join(dataDir, 'oidc')
  const file = path.join(dir, 'keys.json')
  const existing = readKeys(file)
  if (existing) return existing
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const keys = generateKeys()
  try {
    writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600, flag: 'wx' })
    chmodSync(file, 0o600)
    return keys
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const other = readKeys(file)
    if (!other) throw new Error(`${file} exists but is not readable`, { cause: error })
    return other
  }
}

function readKeys(file: string): ProviderKeys | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
  const parsed = JSON.parse(text) as Partial<ProviderKeys>
  if (!parsed.jwks?.keys?.length || !parsed.cookieKeys?.length)
    throw new Error(`${file} is incomplete: delete it to generate new keys`)
  return { jwks: parsed.jwks, cookieKeys: parsed.cookieKeys }
}

function generateKeys(): ProviderKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = privateKey.export({ format: 'jwk' }) as JWK
  return {
    jwks: { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
  }
}

/** The public half of the signing keys (what the provider publishes at /oidc/jwks). */
export function publicJwks(keys: ProviderKeys): { keys: JWK[] } {
  return {
    keys: keys.jwks.keys.map((key) => {
      const pub: JWK = { ...key }
      for (const member of PRIVATE_MEMBERS) delete pub[member]
      return pub
    }),
  }
}
