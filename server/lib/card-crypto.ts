/**
 * Card numbers at rest (docs/decisions/051-card-data-encryption.md): AES-256-GCM with a 32-byte key,
 * a fresh 12-byte IV per number, packed into one text column as `v1.<iv>.<tag>.<ciphertext>`
 * (base64url). The lead's id is the additional authenticated data, so a ciphertext copied onto
 * another lead does not decrypt. The key comes from CARD_DATA_KEY (server/config.ts); without it
 * (the embedded mode) one is generated once under DATA_DIR/secrets/card-data-key (mode 600) and
 * reused. The key and clear numbers are never logged; errors name no value.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { loadOrCreateDataSecret } from './data-secret.ts'

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16
export const CARD_KEY_BYTES = 32

/** A packed ciphertext that is malformed, tampered with, or of another key or lead. */
export class CardDecryptError extends Error {
  constructor() {
    super('card data cannot be decrypted')
    this.name = 'CardDecryptError'
  }
}

const b64 = (data: Buffer) => data.toString('base64url')

export function createCardCrypto(key: Buffer) {
  if (key.length !== CARD_KEY_BYTES) throw new Error('the card data key must be 32 bytes')
  const secret = Buffer.from(key)
  const fingerprintKey = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'lds card fingerprint', 32))
  return {
    /**
     * A keyed digest (HMAC-SHA256 with a key derived from the card key): compares requests that
     * hold a card number without storing anything a number could be guessed back from.
     */
    fingerprint(text: string): string {
      return createHmac('sha256', fingerprintKey).update(text).digest('hex')
    },
    /** The packed ciphertext of a clear number, bound to `leadId`. */
    encrypt(clear: string, leadId: string): string {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES })
      cipher.setAAD(Buffer.from(leadId, 'utf8'))
      const data = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()])
      return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(data)].join('.')
    },
    /** The clear number; CardDecryptError for anything but a genuine ciphertext of this key and lead. */
    decrypt(packed: string, leadId: string): string {
      const [version, iv, tag, data, extra] = packed.split('.')
      if (version !== VERSION || !iv || !tag || data === undefined || extra !== undefined) throw new CardDecryptError()
      try {
        const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        })
        decipher.setAAD(Buffer.from(leadId, 'utf8'))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
      } catch {
        throw new CardDecryptError()
      }
    },
  }
}
export type CardCrypto = ReturnType<typeof createCardCrypto>

/** DATA_DIR/secrets/card-data-key (server/lib/data-secret.ts). */
export function loadOrCreateCardKey(dataDir: string): Buffer {
  return loadOrCreateDataSecret(dataDir, 'card-data-key', CARD_KEY_BYTES)
}

/** The configured key, or the data directory's, read (or created) on first use. */
export function lazyCardCrypto(configured: Buffer | undefined, dataDir: string): () => CardCrypto {
  let crypto: CardCrypto | undefined
  return () => (crypto ??= createCardCrypto(configured ?? loadOrCreateCardKey(dataDir)))
}
