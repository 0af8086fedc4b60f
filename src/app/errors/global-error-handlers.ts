import { handleCrash, immediateCrashOutcome, isChunkLoadError } from './crash-report.ts'

const MAX_REPORTS_PER_PAGE = 3
const ignored = [/ResizeObserver loop/i, /^Script error\.?$/i]

/**
 * Wires errors nobody caught into the crash handling: chunk-load failures reload once, other
 * errors are reported (at most a few per page). Vite's 'vite:preloadError' is deliberately not
 * prevented: preventing it resolves the import with undefined; the rejection reaches us anyway.
 */
export function installGlobalErrorHandlers(): () => void {
  let reports = 0
  const handle = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    if (ignored.some((pattern) => pattern.test(message))) return
    if (!isChunkLoadError(error) && reports >= MAX_REPORTS_PER_PAGE) return
    // counted at once: a burst of errors in one task must not pass the cap while their outcomes settle
    if (immediateCrashOutcome(error) === 'reported') reports += 1
    void handleCrash(error)
  }
  const onError = (event: ErrorEvent) => handle(event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
