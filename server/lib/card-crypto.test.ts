import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cardDataKeyBytes, loadConfig } from '#server/config.ts'
import { CardDecryptError, createCardCrypto, lazyCardCrypto, loadOrCreateCardKey } from './card-crypto.ts'

const NUMBER = '4111 1111 1111 1111'
const LEAD = '0123456789abcdef01234567'

describe('card crypto (docs/decisions/051-card-data-encryption.md)', () => {
  const key = randomBytes(32)
  const crypto = createCardCrypto(key)

  it('round-trips a number; each encryption has its own IV; the packed text holds no digits of the number in clear', () => {
    const a = crypto.encrypt(NUMBER, LEAD)
    const b = crypto.encrypt(NUMBER, LEAD)
    expect(a).not.toBe(b)
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(a).not.toContain('4111')
    expect(crypto.decrypt(a, LEAD)).toBe(NUMBER)
    expect(crypto.decrypt(b, LEAD)).toBe(NUMBER)
  })

  const flip = (packed: string, part: number) => {
    const parts = packed.split('.')
    const bytes = Buffer.from(parts[part]!, 'base64url')
    bytes[0] = bytes[0]! ^ 1
    parts[part] = bytes.toString('base64url')
    return parts.join('.')
  }

  it.each([
    ['a changed IV', (p: string) => flip(p, 1)],
    ['a changed tag', (p: string) => flip(p, 2)],
    ['a changed ciphertext', (p: string) => flip(p, 3)],
    ['another version', (p: string) => p.replace(/^v1/, 'v2')],
    ['a missing part', (p: string) => p.split('.').slice(0, 3).join('.')],
    ['an extra part', (p: string) => `${p}.x`],
    ['garbage', () => 'not a ciphertext'],
  ])('detects tampering: %s', (_, change) => {
    expect(() => crypto.decrypt(change(crypto.encrypt(NUMBER, LEAD)), LEAD)).toThrow(CardDecryptError)
  })

  it('refuses another key and another lead', () => {
    const packed = crypto.encrypt(NUMBER, LEAD)
    expect(() => createCardCrypto(randomBytes(32)).decrypt(packed, LEAD)).toThrow(CardDecryptError)
    expect(() => crypto.decrypt(packed, 'fedcba9876543210fedcba98')).toThrow(CardDecryptError)
  })

  it('the error names no value', () => {
    try {
      crypto.decrypt(flip(crypto.encrypt(NUMBER, LEAD), 3), LEAD)
    } catch (error) {
      expect(String(error)).not.toMatch(/\d{4}/)
      expect(String(error)).not.toContain(key.toString('base64'))
    }
  })

  it('fingerprints with the key: equal text, equal digest; another key, another digest', () => {
    expect(crypto.fingerprint(NUMBER)).toBe(crypto.fingerprint(NUMBER))
    expect(crypto.fingerprint(NUMBER)).not.toBe(crypto.fingerprint('4111 1111 1111 1112'))
    expect(createCardCrypto(randomBytes(32)).fingerprint(NUMBER)).not.toBe(crypto.fingerprint(NUMBER))
  })

  it('needs a 32-byte key', () => {
    expect(() => createCardCrypto(randomBytes(16))).toThrow(/32 bytes/)
  })
})

describe('the embedded key', () => {
  it('is generated once under DATA_DIR/secrets (mode 600) and reused', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lds-card-'))
    const first = loadOrCreateCardKey(dir)
    const file = path.join(dir, 'secrets', 'card-data-key')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadOrCreateCardKey(dir).equals(first)).toBe(true)
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64url').equals(first)).toBe(true)
    const packed = lazyCardCrypto(undefined, dir)().encrypt(NUMBER, LEAD)
    expect(lazyCardCrypto(undefined, dir)().decrypt(packed, LEAD)).toBe(NUMBER)
  })

  it('is not created when CARD_DATA_KEY is given', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lds-card-'))
    const key = randomBytes(32)
    const packed = lazyCardCrypto(key, dir)().encrypt(NUMBER, LEAD)
    expect(createCardCrypto(key).decrypt(packed, LEAD)).toBe(NUMBER)
    expect(() => statSync(path.join(dir, 'secrets', 'card-data-key'))).toThrow()
  })
})

describe('CARD_DATA_KEY', () => {
  const key = randomBytes(32)
  it.each([
    ['hex', key.toString('hex')],
    ['base64', key.toString('base64')],
    ['base64url', key.toString('base64url')],
  ])('reads %s', (_, text) => {
    expect(cardDataKeyBytes(text)?.equals(key)).toBe(true)
    expect(loadConfig({ CARD_DATA_KEY: text }).cardDataKey?.equals(key)).toBe(true)
  })

  it('refuses other lengths without echoing the value', () => {
    const bad = randomBytes(16).toString('hex')
    expect(() => loadConfig({ CARD_DATA_KEY: bad })).toThrow(/CARD_DATA_KEY must be 32 bytes/)
    try {
      loadConfig({ CARD_DATA_KEY: bad })
    } catch (error) {
      expect(String(error)).not.toContain(bad)
    }
  })

  it('is optional, but needed by a production start on PostgreSQL', () => {
    expect(loadConfig({}).cardDataKey).toBeUndefined()
    expect(() =>
      loadConfig({ APP_ENV: 'production', PUBLIC_URL: 'https://lds.example', DATABASE_URL: 'postgres://db/lds' }),
    ).toThrow(/needs CARD_DATA_KEY/)
  })
})
