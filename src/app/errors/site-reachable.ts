/** How long the reachability probe waits for an answer before it calls the site unreachable. */
export const REACHABILITY_TIMEOUT_MS = 3000

/**
 * Whether the site answers at all: `GET /api/health` past every cache (the service worker does not
 * route it), within a few seconds. Any answer counts, an error status too: the network reaches us.
 */
export async function isSiteReachable(
  fetcher: typeof fetch = (input, init) => fetch(input, init),
  timeoutMs: number = REACHABILITY_TIMEOUT_MS,
): Promise<boolean> {
  try {
    await fetcher('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })
    return true
  } catch {
    return false
  }
}
