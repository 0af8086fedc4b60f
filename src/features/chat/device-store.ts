/**
 * The chat's IndexedDB stores (docs/product/chat.md#client), behind a small interface so that the
 * logic is tested with the in-memory one: the outbox of each user in a database of its own, and the
 * offline copies of every user in one database, keyed by user, which sign-out in any tab empties
 * (src/lib/signed-in-storage.ts; docs/decisions/109-chat-kept-offline-per-user.md).
 */
import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval'
import { CHAT_CACHE_DB, CHAT_CACHE_STORE } from '#lib/signed-in-storage.ts'

export type KeyValueStore = {
  get: <T>(key: string) => Promise<T | undefined>
  set: (key: string, value: unknown) => Promise<void>
  del: (key: string) => Promise<void>
  entries: <T>() => Promise<[string, T][]>
  clear: () => Promise<void>
}

function idbStore(store: UseStore): KeyValueStore {
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    entries: async <T>() => (await entries<string, T>(store)).map(([key, value]) => [String(key), value]),
    clear: () => clear(store),
  }
}

/**
 * IndexedDB that fails (private windows of some browsers, a full disk): this tab goes on in memory,
 * so what was just typed is still shown and sent, only not kept across a reload.
 */
function withFallback(primary: KeyValueStore): KeyValueStore {
  let store = primary
  const run = async <R>(op: (s: KeyValueStore) => Promise<R>): Promise<R> => {
    try {
      return await op(store)
    } catch (error) {
      if (store !== primary) throw error
      store = memoryStore()
      return op(store)
    }
  }
  return {
    get: (key) => run((s) => s.get(key)),
    set: (key, value) => run((s) => s.set(key, value)),
    del: (key) => run((s) => s.del(key)),
    entries: () => run((s) => s.entries()),
    clear: () => run((s) => s.clear()),
  }
}

export function memoryStore(): KeyValueStore {
  const map = new Map<string, unknown>()
  return {
    get: async <T>(key: string) => structuredClone(map.get(key)) as T | undefined,
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    entries: async <T>() => [...map].map(([key, value]) => [key, structuredClone(value) as T]),
    clear: async () => map.clear(),
  }
}

const hasIndexedDb = () => typeof indexedDB !== 'undefined'

let testStores: { cache: KeyValueStore; outbox: KeyValueStore } | null = null

const outboxStores = new Map<string, KeyValueStore>()

/** The outbox of one user (their session's subject): no other user's code ever opens it. */
export function outboxStoreFor(userKey: string): KeyValueStore {
  if (testStores) return prefixedStore(testStores.outbox, `${userKey}|`)
  let store = outboxStores.get(userKey)
  if (!store) {
    store = hasIndexedDb() ? withFallback(idbStore(createStore(`lds-chat-outbox:${userKey}`, 'outbox'))) : memoryStore()
    outboxStores.set(userKey, store)
  }
  return store
}

let cacheStore: KeyValueStore | null = null

/** The offline copies: one store, every key starts with the user's key (prefixedStore). */
function sharedCacheStore(): KeyValueStore {
  if (testStores) return testStores.cache
  cacheStore ??= hasIndexedDb() ? idbStore(createStore(CHAT_CACHE_DB, CHAT_CACHE_STORE)) : memoryStore()
  return cacheStore
}

/** A view of `store` that only sees (and writes) keys under `prefix`. */
export function prefixedStore(store: KeyValueStore, prefix: string): KeyValueStore {
  return {
    get: (key) => store.get(prefix + key),
    set: (key, value) => store.set(prefix + key, value),
    del: (key) => store.del(prefix + key),
    entries: async <T>() =>
      (await store.entries<T>())
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, value]): [string, T] => [key.slice(prefix.length), value]),
    clear: async () => {
      for (const [key] of await store.entries()) if (key.startsWith(prefix)) await store.del(key)
    },
  }
}

export function cacheStoreFor(userKey: string): KeyValueStore {
  return prefixedStore(sharedCacheStore(), `${userKey}|`)
}

/** Tests: in-memory stores in place of IndexedDB (null: back to IndexedDB). */
export function setChatStoresForTests(stores: { cache: KeyValueStore; outbox: KeyValueStore } | null): void {
  testStores = stores
}
