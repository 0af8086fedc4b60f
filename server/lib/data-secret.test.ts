import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadOrCreateDataSecret } from './data-secret.ts'

const dirs: string[] = []
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lds-secret-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('loadOrCreateDataSecret', () => {
  it('creates a key of the asked length once (file mode 600, folder 700), then reads the same key', () => {
    const dir = dataDir()
    const key = loadOrCreateDataSecret(dir, 'a-key', 32)
    expect(key).toHaveLength(32)
    expect(statSync(path.join(dir, 'secrets', 'a-key')).mode & 0o777).toBe(0o600)
    expect(statSync(path.join(dir, 'secrets')).mode & 0o777).toBe(0o700)
    expect(loadOrCreateDataSecret(dir, 'a-key', 32).equals(key)).toBe(true)
    expect(loadOrCreateDataSecret(dir, 'another-key', 32).equals(key)).toBe(false)
  })

  it('stops with a message naming the file, never the key, when the stored key has another length', () => {
    const dir = dataDir()
    loadOrCreateDataSecret(dir, 'a-key', 16)
    const file = path.join(dir, 'secrets', 'a-key')
    expect(() => loadOrCreateDataSecret(dir, 'a-key', 32)).toThrow(`${file} is not a 32-byte key`)
    writeFileSync(file, 'c2hvcnQ')
    expect(() => loadOrCreateDataSecret(dir, 'a-key', 32)).toThrow(/delete it to generate a new one/)
  })
})
