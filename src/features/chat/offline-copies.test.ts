import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '#lib/api-errors.ts'
import { resetAuthSnapshot, updateAuthSnapshot } from '#lib/auth-store.ts'
import { memoryStore, setChatStoresForTests } from './device-store.ts'
import { fetchWithCopy } from './offline-copies.ts'

const sessionOf = (sub: string) => ({
  accessToken: 't',
  refreshToken: null,
  idToken: null,
  expiresAt: null,
  profile: { sub },
})
const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('offline reading', () => {
  beforeEach(() => setChatStoresForTests({ cache: memoryStore(), outbox: memoryStore() }))
  afterAll(() => {
    setChatStoresForTests(null)
    resetAuthSnapshot()
  })

  it('shows the last copy with the time it was fetched when no answer comes, for the same user only', async () => {
    updateAuthSnapshot({ session: sessionOf('anna') })
    const fresh = await fetchWithCopy(
      'channels:*',
      async () => ({ channels: [], unreadTotal: 3 }),
      () => 1000,
    )
    expect(fresh).toEqual({ channels: [], unreadTotal: 3, fetchedAt: 1000, fromDevice: false })
    await settle()
    const offline = () => Promise.reject(new NetworkError('offline'))
    expect(await fetchWithCopy('channels:*', offline, () => 5000)).toEqual({
      channels: [],
      unreadTotal: 3,
      fetchedAt: 1000,
      fromDevice: true,
    })
    updateAuthSnapshot({ session: sessionOf('bert') })
    await expect(fetchWithCopy('channels:*', offline)).rejects.toBeInstanceOf(NetworkError)
  })

  it('never hides a refusal behind the copy', async () => {
    updateAuthSnapshot({ session: sessionOf('anna') })
    await fetchWithCopy('channels:*', async () => ({ channels: [] }))
    await settle()
    await expect(fetchWithCopy('channels:*', () => Promise.reject(new ApiError(404, null)))).rejects.toBeInstanceOf(
      ApiError,
    )
  })
})
