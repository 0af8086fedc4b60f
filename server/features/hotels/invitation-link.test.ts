import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createInvitationSigner, loadOrCreateInvitationSecret } from './invitation-link.ts'

const NOW = new Date('2026-12-01T10:00:00Z')
const invitation = { hotelId: 'a'.repeat(24), agencyId: 'b'.repeat(24), userId: 'c'.repeat(24) }

describe('invitation tokens', () => {
  const signer = createInvitationSigner(Buffer.alloc(32, 7))

  it('verify what they signed until the expiry', () => {
    const { token, expiresAt } = signer.sign(invitation, NOW)
    expect(expiresAt).toBe('2026-12-15T10:00:00.000Z')
    expect(signer.verify(token, NOW)).toEqual({ ...invitation, expiresAt })
    expect(signer.verify(token, new Date('2026-12-15T09:59:59Z'))).not.toBeNull()
    expect(signer.verify(token, new Date('2026-12-15T10:00:00Z'))).toBeNull()
  })

  it('reject a changed body, a changed signature, another key and garbage', () => {
    const { token } = signer.sign(invitation, NOW)
    const [body, mac] = token.split('.')
    const other = signer.sign({ ...invitation, hotelId: 'd'.repeat(24) }, NOW).token.split('.')[0]
    for (const bad of [
      `${other}.${mac}`,
      `${body}.${mac.slice(0, -2)}AA`,
      `${body}.`,
      `${body}.${mac}.x`,
      'garbage',
      '',
      `${Buffer.from('{"h":1}').toString('base64url')}.${mac}`,
    ])
      expect(signer.verify(bad, NOW), bad).toBeNull()
    expect(createInvitationSigner(Buffer.alloc(32, 8)).verify(token, NOW)).toBeNull()
  })
})

describe('loadOrCreateInvitationSecret', () => {
  it('creates the secret once (mode 600) and reads the same one afterwards', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lds-invite-'))
    const first = loadOrCreateInvitationSecret(dir)
    expect(first.length).toBe(32)
    expect(loadOrCreateInvitationSecret(dir).equals(first)).toBe(true)
    expect(statSync(path.join(dir, 'secrets', 'invitation-key')).mode & 0o777).toBe(0o600)
  })
})

describe('stored invitation tokens', () => {
  const signer = createInvitationSigner(Buffer.alloc(32, 7))
  const stored = { ...invitation, nonce: 'n0nce-1', expiresAt: '2026-12-15T10:00:00.000Z' }

  it('are made again, byte for byte, from the row; read tells expired from forged', () => {
    const token = signer.signStored(stored)
    expect(signer.signStored(stored)).toBe(token)
    expect(signer.read(token, NOW)).toEqual({
      ...invitation,
      expiresAt: stored.expiresAt,
      nonce: 'n0nce-1',
      expired: false,
    })
    expect(signer.read(token, new Date('2026-12-16T00:00:00Z'))?.expired).toBe(true)
    expect(signer.verify(token, NOW)).toEqual({ ...invitation, expiresAt: stored.expiresAt })
    expect(signer.read(`${token.slice(0, -2)}AA`, NOW)).toBeNull()
    expect(signer.read(signer.sign(invitation, NOW).token, NOW)?.nonce).toBeNull()
  })
})
