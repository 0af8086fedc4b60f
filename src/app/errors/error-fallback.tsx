import { Trans } from '@lingui/react/macro'
import { useEffect, useState, type ReactNode } from 'react'
import type { CrashOutcome } from './crash-decision.ts'
import { handleCrash, immediateCrashOutcome, serialiseError } from './crash-report.ts'
import { isSiteReachable } from './site-reachable.ts'
import { reloadPage } from '#lib/reload-page.ts'

/** While the offline page shows and the browser says it is online, how often it asks whether the site answers again. */
export const OFFLINE_RETRY_MS = 10_000

/** Name, message and stack, without repeating the first line when the stack already has it. */
function technicalText(error: unknown): string {
  const { name, message, stack } = serialiseError(error)
  const head = `${name}: ${message}`
  if (!stack) return head
  return stack.startsWith(head) ? stack : `${head}\n\n${stack}`
}

/**
 * The crash screen (docs/product/chrome-and-navigation.md#error-screen):
 * 'Ooops', the severe-error text and expandable details; the offline page instead where the page
 * could not load for want of a network; nothing but a busy box while it reloads or asks whether the
 * site answers (docs/decisions/094-lie-fi-before-the-crash-screen.md).
 */
export function ErrorFallback({ error }: { error: unknown }) {
  const [outcome, setOutcome] = useState<CrashOutcome | 'probe'>(() => immediateCrashOutcome(error))
  useEffect(() => {
    let current = true
    void handleCrash(error).then((settled) => {
      if (current) setOutcome(settled)
    })
    return () => {
      current = false
    }
  }, [error])

  if (outcome === 'offline') return <OfflinePageFallback />
  if (outcome === 'reloading' || outcome === 'probe')
    return <div className="error-fallback error-fallback--reloading" aria-busy="true" />

  return (
    <div className="error-fallback" role="alert">
      <h1 className="error-fallback__title">Ooops</h1>
      <p className="error-fallback__text">
        <Trans>Unfortunately, a severe error occured.</Trans>
      </p>
      <details className="error-fallback__details">
        <summary>
          <Trans>Technical details</Trans>
        </summary>
        <pre>{technicalText(error)}</pre>
      </details>
      <FallbackActions reloadLabel={<Trans>Reload page</Trans>} />
    </div>
  )
}

/**
 * Offline, on a page whose code was never saved on this device: say so; it opens once back online,
 * as the browser says it is, or (where it never said otherwise) as soon as the site answers again.
 */
function OfflinePageFallback() {
  useEffect(() => {
    // back online: load the page that could not open
    const retry = () => reloadPage()
    window.addEventListener('online', retry, { once: true })
    const timer = setInterval(() => {
      if (!navigator.onLine) return
      void isSiteReachable().then((reachable) => (reachable ? retry() : undefined))
    }, OFFLINE_RETRY_MS)
    return () => {
      window.removeEventListener('online', retry)
      clearInterval(timer)
    }
  }, [])
  return (
    <div className="error-fallback" role="status">
      <h1 className="error-fallback__title">
        <Trans>You are offline</Trans>
      </h1>
      <p className="error-fallback__text">
        <Trans>This page has not been saved on this device yet. It opens as soon as you are back online.</Trans>
      </p>
      <FallbackActions reloadLabel={<Trans>Try again</Trans>} />
    </div>
  )
}

/** Reload (the page's own label) and the way home, under both fallbacks. */
function FallbackActions({ reloadLabel }: { reloadLabel: ReactNode }) {
  return (
    <div className="error-fallback__actions">
      <button type="button" className="button button--primary" onClick={() => reloadPage()}>
        {reloadLabel}
      </button>
      <a className="button button--ghost" href="/">
        <Trans>Back to home</Trans>
      </a>
    </div>
  )
}
