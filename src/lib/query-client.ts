import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import type { Query } from '@tanstack/react-query'
import { QueryClient } from '@tanstack/react-query'
import type { PersistQueryClientOptions, Persister } from '@tanstack/react-query-persist-client'
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { ApiError } from './api-errors.ts'

/**
 * Query keys of the public catalogue (properties, hotels, rooms, locations, programs) start with
 * this root. Only those are persisted to local storage; never leads, offers or user data.
 */
export const CATALOGUE_QUERY_ROOT = 'catalogue'

const QUERY_CACHE_STORAGE_KEY = 'lds.query-cache'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** Stale times (docs/product/offline-and-pwa.md#persisted-query-cache). */
export const staleTimes = {
  catalogue: 5 * MINUTE,
  hotel: 5 * MINUTE,
  offers: 60_000,
  rooms: 5 * MINUTE,
  availableHotels: 5 * MINUTE,
  programs: Infinity,
  agencies: Infinity,
  countryNames: 7 * DAY,
} as const

/** How long persisted catalogue data may be restored (the longest finite stale time). */
const PERSIST_MAX_AGE_MS = 7 * DAY

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false
  return failureCount < 2
}

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: DAY,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      // a write is tried at once: offline it fails and the form says so, rather than waiting and
      // going out by itself once the connection is back (the visitor may have left, or sent it again)
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}

/** A query is persisted only when its key starts with the catalogue root and it holds data. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.queryKey[0] === CATALOGUE_QUERY_ROOT && query.state.status === 'success'
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

/** Options of the persisted cache: local storage, buster = app version, catalogue only. */
export function createPersistOptions(appVersion: string): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({
      storage: browserStorage(),
      key: QUERY_CACHE_STORAGE_KEY,
      throttleTime: 1000,
    }),
    buster: appVersion,
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  }
}

/**
 * Writes what the client holds at once, past the persister's one-second throttle: called when the page is
 * hidden or left, so answers that came in during the last second (a reload, the tab closed, the phone locked
 * right after a search) are there offline too (docs/product/offline-and-pwa.md#persisted-query-cache).
 */
export function savePersistedQueriesNow(
  queryClient: QueryClient,
  options: Omit<PersistQueryClientOptions, 'queryClient'>,
): void {
  const storage = browserStorage()
  if (!storage) return
  const persister: Persister = {
    persistClient: (client) => {
      try {
        storage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(client))
      } catch {
        // storage full or refused: the throttled save of the next change tries again
      }
    },
    restoreClient: () => undefined,
    removeClient: () => undefined,
  }
  // dehydrates and writes synchronously (the promise only wraps it), so it runs to the end in pagehide
  void persistQueryClientSave({ ...options, queryClient, persister })
}

/** Removes the persisted cache (sign-out in any tab, docs/product/offline-and-pwa.md#sign-out). */
export function clearPersistedQueryCache(): void {
  browserStorage()?.removeItem(QUERY_CACHE_STORAGE_KEY)
}

/**
 * Puts the persisted catalogue into the client before the first render (boot awaits it; local
 * storage answers at once), so the page renders and hydrates once: restored inside the provider
 * tree, the end of the restore rendered every query's component a second time. Newer data already
 * in the client (a server-rendered page's) is kept. A cache that cannot be read is dropped by the
 * restore itself; the page then goes on without it.
 */
export async function restorePersistedQueries(
  queryClient: QueryClient,
  options: Omit<PersistQueryClientOptions, 'queryClient'>,
): Promise<void> {
  await persistQueryClientRestore({ ...options, queryClient }).catch(() => undefined)
}
