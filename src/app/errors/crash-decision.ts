/**
 * What a failure that reached the error screen becomes (docs/product/chrome-and-navigation.md#crash-handling,
 * docs/decisions/094-lie-fi-before-the-crash-screen.md), as a pure function of what is known about it.
 */

/** offline: the calm offline page, no report; reloading: the one reload; reported: the crash screen and a report. */
export type CrashOutcome = 'offline' | 'reloading' | 'reported'

export type CrashFacts = {
  /** the page's code (a lazily loaded chunk) could not be fetched */
  chunkLoad: boolean
  /** the browser says it is offline, and the failure is a chunk or a request without an answer */
  offlineNotSaved: boolean
  /** the session's one reload for a chunk failure is still to be had */
  canReload: boolean
  /** whether the site answered a reachability probe; null until one was made */
  reachable: boolean | null
}

/**
 * Offline as the browser says is never a crash; a chunk failure reloads once; a chunk failure after
 * that is a crash only when the site can be reached: a phone on a dead network that still claims to
 * be online ("lie-fi") gets the offline page. 'probe' asks for the reachability first.
 */
export function decideCrash(facts: CrashFacts): CrashOutcome | 'probe' {
  if (facts.offlineNotSaved) return 'offline'
  if (!facts.chunkLoad) return 'reported'
  if (facts.canReload) return 'reloading'
  return facts.reachable === null ? 'probe' : afterProbe(facts.reachable)
}

/** A chunk failure after the reload, once the probe has answered: a crash only where the site answers. */
export function afterProbe(reachable: boolean): CrashOutcome {
  return reachable ? 'reported' : 'offline'
}
