/**
 * Feature flags of /fflags (docs/product/catalogue.md#demo-flags): 'Display demo hotels' and 'Display demo properties'.
 * Kept in session storage; on by default in the development and demo environments (and on a
 * 'demo.' host). Catalogue queries pass them as includeDemos and keep them in their query keys.
 */
import { DEMO_HOST_PREFIX } from '#domain/brand/brand.ts'
import type { AppEnv } from '#domain/system/runtime-config.ts'
import { getRuntimeConfig } from '#lib/config.ts'

export type DemoFlags = { displayDemoHotels: boolean; displayDemoProperties: boolean }
export type DemoFlagName = keyof DemoFlags

const STORAGE_KEYS: Record<DemoFlagName, string> = {
  displayDemoHotels: 'lds.flags.display-demo-hotels',
  displayDemoProperties: 'lds.flags.display-demo-properties',
}

/** The default of both flags: on in development and demo (environment or 'demo.' host). */
export function demoFlagDefault(appEnv: AppEnv, hostname: string): boolean {
  return appEnv === 'development' || appEnv === 'demo' || hostname.toLowerCase().startsWith(DEMO_HOST_PREFIX)
}

type Listener = () => void
const listeners = new Set<Listener>()
let cached: DemoFlags | null = null

function readFlag(name: DemoFlagName, fallback: boolean): boolean {
  try {
    const value = sessionStorage.getItem(STORAGE_KEYS[name])
    return value === null ? fallback : value === 'true'
  } catch {
    return fallback
  }
}

let serverFlags: { appEnv: AppEnv; flags: DemoFlags } | null = null

/** The current flags (a stable object between changes, fits useSyncExternalStore). */
export function readDemoFlags(): DemoFlags {
  if (typeof window === 'undefined') {
    // a server render: no tab storage, the environment's default (read per render: the config is
    // primed by the render, not at import)
    const { appEnv } = getRuntimeConfig()
    if (serverFlags?.appEnv !== appEnv) {
      const on = demoFlagDefault(appEnv, '')
      serverFlags = { appEnv, flags: { displayDemoHotels: on, displayDemoProperties: on } }
    }
    return serverFlags.flags
  }
  if (cached) return cached
  const fallback = demoFlagDefault(getRuntimeConfig().appEnv, window.location.hostname)
  cached = {
    displayDemoHotels: readFlag('displayDemoHotels', fallback),
    displayDemoProperties: readFlag('displayDemoProperties', fallback),
  }
  return cached
}

export function setDemoFlag(name: DemoFlagName, value: boolean): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS[name], String(value))
  } catch {
    // storage disabled: the flag holds until the page reloads
  }
  cached = { ...readDemoFlags(), [name]: value }
  for (const listener of listeners) listener()
}

export function subscribeToDemoFlags(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Test helper: forget the cached flags. */
export function resetDemoFlagsCache(): void {
  cached = null
  serverFlags = null
}

/** Whether property lists include the demo properties ('Display demo properties'): their includeDemos. */
export function demoPropertiesShown(): boolean {
  return readDemoFlags().displayDemoProperties
}
