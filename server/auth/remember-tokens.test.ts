import { describe, expect, it } from 'vitest'
import { rememberVerifiedTokens, type TokenVerifier } from './token-verifier.ts'

describe('rememberVerifiedTokens (docs/decisions/048-account-lookup-cache.md)', () => {
  it('checks a token once until its expiry, then again; never remembers a failure', async () => {
    let clock = 1_000_000
    let calls = 0
    const inner: TokenVerifier = async (token) => {
      calls++
      if (token === 'bad') throw new Error('signature')
      return { sub: 'u1', exp: 1_000_060 / 1000 + 1 }
    }
    const verify = rememberVerifiedTokens(inner, 10, () => clock)
    await verify('good')
    await verify('good')
    expect(calls).toBe(1)
    clock = 1_002_000
    await verify('good')
    expect(calls).toBe(2)
    await expect(verify('bad')).rejects.toThrow('signature')
    await expect(verify('bad')).rejects.toThrow('signature')
    expect(calls).toBe(4)
  })

  it('keeps at most max tokens, the oldest out', async () => {
    let calls = 0
    const verify = rememberVerifiedTokens(async () => (calls++, { sub: 'u', exp: 9_999_999_999 }), 2)
    await verify('a')
    await verify('b')
    await verify('c')
    await verify('a')
    expect(calls).toBe(4)
    await verify('c')
    expect(calls).toBe(4)
  })
})
