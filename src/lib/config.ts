/** Runtime configuration of the deployment, read once at boot from GET /api/config. */
import type { RuntimeConfig } from '#domain/system/runtime-config.ts'

const STORAGE_KEY = 'lds.runtime-config'
/** Boot must not hang on a slow network: after this the last known configuration is used. */
const CONFIG_TIMEOUT_MS = 3000

export const DEFAULT_CONFIG: RuntimeConfig = {
  appVersion: 'unknown',
  appEnv: 'production',
  mediaBaseUrl: '/media',
  mapStyleUrl: null,
}

let current: RuntimeConfig | null = null

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.appVersion === 'string' &&
    (v.appEnv === 'production' || v.appEnv === 'demo' || v.appEnv === 'development') &&
    typeof v.mediaBaseUrl === 'string' &&
    (v.mapStyleUrl === null || typeof v.mapStyleUrl === 'string' || v.mapStyleUrl === undefined)
  )
}

function normalise(config: RuntimeConfig): RuntimeConfig {
  return { ...config, mediaBaseUrl: config.mediaBaseUrl.replace(/\/$/, ''), mapStyleUrl: config.mapStyleUrl ?? null }
}

function readStored(): RuntimeConfig | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')
    return isRuntimeConfig(parsed) ? normalise(parsed) : null
  } catch {
    return null
  }
}

/**
 * Fetches the runtime configuration once. Offline, slow (CONFIG_TIMEOUT_MS) or on a server
 * error the last known configuration is used, so an installed app still boots; else defaults.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  timeoutMs = CONFIG_TIMEOUT_MS,
): Promise<RuntimeConfig> {
  if (current) return current
  try {
    const response = await fetchImpl('/api/config', {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`)
    const body: unknown = await response.json()
    if (!isRuntimeConfig(body)) throw new Error('GET /api/config answered an unexpected shape')
    current = normalise(body)
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(current))
    } catch {
      // storage full or disabled: the in-memory copy is enough
    }
  } catch (error) {
    console.warn('Runtime configuration unavailable, using the last known one', error)
    current = readStored() ?? DEFAULT_CONFIG
  }
  return current
}

/**
 * The configuration a server-rendered page carries (docs/decisions/045-server-rendering.md): used
 * as it is, without the boot request, and kept as the last known one.
 */
export function primeRuntimeConfig(config: RuntimeConfig): RuntimeConfig {
  current = normalise(config)
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(STORAGE_KEY, JSON.stringify(current))
  } catch {
    // storage full or disabled: the in-memory copy is enough
  }
  return current
}

/** The configuration loaded at boot (defaults before loadRuntimeConfig resolved). */
export function getRuntimeConfig(): RuntimeConfig {
  return current ?? DEFAULT_CONFIG
}

/** Test helper: forget the cached configuration. */
export function resetRuntimeConfig(): void {
  current = null
}

/** An image URL: absolute URLs and root paths as they are, else below the media base URL. */
export function mediaUrl(src: string): string {
  if (/^(https?:|data:|blob:|\/)/.test(src)) return src
  return `${getRuntimeConfig().mediaBaseUrl}/${src}`
}
