/**
 * The feature hint's memory in this browser (docs/product/hotels.md#the-feature-hint): when the
 * header's global search was last used and when its hint was last put away, in local storage
 * under `lds.feature-hint.global-search`. The rule is `showsFeatureHint` (src/domain/hints/feature-hint.ts).
 */
import { useSyncExternalStore } from 'react'
import { parseHintMemory, showsFeatureHint, type HintMemory } from '#domain/hints/feature-hint.ts'

export const FEATURE_HINT_KEY = 'lds.feature-hint.global-search'

const listeners = new Set<() => void>()
/** the memory when storage refuses to keep it (disabled or full): it lasts as long as the page */
let unstored: HintMemory | null = null

function readMemory(): HintMemory {
  try {
    return unstored ?? parseHintMemory(window.localStorage.getItem(FEATURE_HINT_KEY))
  } catch {
    return unstored ?? parseHintMemory(null)
  }
}

function write(change: Partial<HintMemory>): void {
  const next = { ...readMemory(), ...change }
  try {
    window.localStorage.setItem(FEATURE_HINT_KEY, JSON.stringify(next))
    unstored = null
  } catch {
    unstored = next
  }
  for (const listener of listeners) listener()
}

/** The global search was used (a suggestion chosen): the hint rests for the interval. */
export function recordFeatureUse(now: number = Date.now()): void {
  write({ lastUsedAt: now })
}

/** The hint was put away ("Got it"). */
export function dismissFeatureHint(now: number = Date.now()): void {
  write({ dismissedAt: now })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === FEATURE_HINT_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** Whether the hint shows; never during a server render or hydration (the server knows no storage). */
export function useShowsFeatureHint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => showsFeatureHint(readMemory(), Date.now()),
    () => false,
  )
}
