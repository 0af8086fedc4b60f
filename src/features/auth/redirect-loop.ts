/**
 * Guards against sign-in loops: a page that sends the browser to sign-in and, after sign-in, still
 * cannot be opened (e.g. the role does not allow it) would redirect for ever. Redirects are
 * counted per return location in session storage for a short window.
 */
const STORAGE_KEY = 'lds.auth.redirects'
const LOOP_WINDOW_MS = 2 * 60_000

type Record_ = { returnTo: string; times: number[] }

function read(): Record_ | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Record_ | null
    return value && typeof value.returnTo === 'string' && Array.isArray(value.times) ? value : null
  } catch {
    return null
  }
}

/** How many times sign-in was started for `returnTo` within the window. */
export function recentRedirects(returnTo: string, now = Date.now()): number {
  const record = read()
  if (!record || record.returnTo !== returnTo) return 0
  return record.times.filter((time) => now - time < LOOP_WINDOW_MS).length
}

export function recordRedirect(returnTo: string, now = Date.now()): void {
  const times = read()?.returnTo === returnTo ? (read()?.times ?? []) : []
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ returnTo, times: [...times, now].slice(-5) }))
  } catch {
    // storage disabled: no loop protection, redirects still work
  }
}

export function clearRedirects(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // nothing kept
  }
}
