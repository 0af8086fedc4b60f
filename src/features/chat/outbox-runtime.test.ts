// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterAll, describe, expect, it } from 'vitest'
import { setApiTransport } from '#lib/api-client.ts'
import { updateAuthSnapshot } from '#lib/auth-store.ts'
import { memoryStore, setChatStoresForTests } from './device-store.ts'
import { getOutbox, peekOutboxEntries } from './outbox-runtime.ts'

const sessionOf = (sub: string) => ({
  accessToken: 't',
  refreshToken: null,
  idToken: null,
  expiresAt: null,
  profile: { sub },
})

describe('the outbox at sign-out', () => {
  afterAll(() => {
    updateAuthSnapshot({ session: null })
    setChatStoresForTests(null)
    setApiTransport({ fetch: (input, init) => fetch(input, init) })
  })

  it('keeps an unsent message for its author only: another user never sees it', async () => {
    setChatStoresForTests({ cache: memoryStore(), outbox: memoryStore() })
    setApiTransport({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) })
    const client = new QueryClient()
    updateAuthSnapshot({ session: sessionOf('anna') })
    await getOutbox(client)!.add('c1', 'written on the train')
    expect(peekOutboxEntries()!.map((e) => [e.text, e.status])).toEqual([['written on the train', 'queued']])

    updateAuthSnapshot({ session: null })
    expect(peekOutboxEntries()).toBeNull()
    expect(getOutbox(client)).toBeNull()

    updateAuthSnapshot({ session: sessionOf('bert') })
    const bert = getOutbox(client)!
    await bert.reload()
    expect(bert.entries()).toEqual([])

    updateAuthSnapshot({ session: sessionOf('anna') })
    const anna = getOutbox(client)!
    await anna.reload()
    expect(anna.entries().map((e) => e.text)).toEqual(['written on the train'])
  })
})
