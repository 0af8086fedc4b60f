import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A secret key of the data directory, DATA_DIR/secrets/<name> (base64url): generated once (random
 * bytes, mode 600 in a mode-700 folder) and reused, so what it signs or encrypts stays valid across
 * restarts; several processes starting together agree on one file (exclusive create). A file whose
 * key is not `bytes` long stops the start with a message (delete it to generate a new key).
 */
export function loadOrCreateDataSecret(dataDir: string, name: string, bytes = 32): Buffer {
  const dir = path.join(dataDir, 'secrets')
  const file = path.join(dir, name)
  const read = () => {
    try {
      const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url')
      if (key.length !== bytes) throw new Error(`${file} is not a ${bytes}-byte key: delete it to generate a new one`)
      return key
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }
  const existing = read()
  if (existing) return existing
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const key = randomBytes(bytes)
  try {
    writeFileSync(file, key.toString('base64url'), { mode: 0o600, flag: 'wx' })
    chmodSync(file, 0o600)
    return key
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const other = read()
    if (!other) throw new Error(`${file} exists but is not readable`, { cause: error })
    return other
  }
}
