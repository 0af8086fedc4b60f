import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { StripeAccountSessionDto } from '#domain/payments/types.ts'
import { reportPaymentConnectFailure } from './payment-connect-log.ts'

/** Stripe's Connect.js script, which @stripe/connect-js injects; its load or error event tells us whether it came. */
const CONNECT_SCRIPT = 'script[src^="https://connect-js.stripe.com/"]'
/** A script that neither loads nor fails in this time counts as failed (the step stays usable). */
const SCRIPT_TIMEOUT_MS = 20_000

type Props = {
  panel: 'onboarding' | 'management'
  /** the first session (its key and secret); later ones come from `nextSession` */
  session: StripeAccountSessionDto
  nextSession: () => Promise<StripeAccountSessionDto>
  /** the agency's main colour (hex) */
  colour: string
  /** a Stripe locale, e.g. de-DE */
  locale: string
  /** the embedded onboarding was left: read the account again */
  onExit: () => void
}

/**
 * Stripe's embedded components (docs/product/payments.md#the-payout-step), loaded only here: the onboarding collecting
 * eventually_due fields, or the notification banner and account management once details are submitted. When Stripe's
 * script cannot load (offline, blocked), a warning is logged (SPEC §8) and the step says so; it stays skippable.
 */
export function ConnectEmbed({ panel, session, nextSession, colour, locale, onExit }: Props) {
  const host = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const exit = useRef(onExit)
  useEffect(() => {
    exit.current = onExit
  }, [onExit])

  useEffect(() => {
    let stopped = false
    let first = true
    const container = host.current
    const fail = (reason: string) => {
      if (stopped) return
      reportPaymentConnectFailure(reason, panel)
      setFailed(true)
    }
    void (async () => {
      try {
        const { loadConnectAndInitialize } = await import('@stripe/connect-js/pure')
        if (stopped) return
        const connect = loadConnectAndInitialize({
          publishableKey: session.publishable_key,
          fetchClientSecret: async () => {
            if (first) {
              first = false
              return session.client_secret
            }
            return (await nextSession()).client_secret
          },
          appearance: { variables: { colorPrimary: colour } },
          locale,
        })
        // when the script fails, the library's own instance promise rejects: handled at once so nothing goes
        // unhandled (its debugInstance() answers that promise and has no other effect)
        ;(connect as { debugInstance?: () => Promise<unknown> }).debugInstance?.().catch(() => undefined)
        const loaded = await scriptLoaded()
        if (!loaded) return fail('script-load-failed')
        if (stopped || !container) return
        if (panel === 'onboarding') {
          const onboarding = connect.create('account-onboarding')
          onboarding.setCollectionOptions({ fields: 'eventually_due', futureRequirements: 'include' })
          onboarding.setOnExit(() => exit.current())
          onboarding.setOnLoadError(() => fail('component-load-failed'))
          container.append(onboarding)
        } else {
          const banner = connect.create('notification-banner')
          banner.setCollectionOptions({ fields: 'eventually_due', futureRequirements: 'include' })
          const management = connect.create('account-management')
          management.setCollectionOptions({ fields: 'eventually_due', futureRequirements: 'include' })
          management.setOnLoadError(() => fail('component-load-failed'))
          container.append(banner, management)
        }
      } catch {
        fail('script-load-failed')
      }
    })()
    return () => {
      stopped = true
      container?.replaceChildren()
    }
  }, [panel, session, nextSession, colour, locale])

  if (failed)
    return (
      <p className="payouts-step__notice" role="alert">
        <Trans>
          Stripe's secure form could not be loaded (no connection to Stripe, or it is blocked in this browser). You can
          set up payouts later from here.
        </Trans>
      </p>
    )
  return <div ref={host} className="payouts-step__embed" />
}

/** Whether Stripe's script (injected by loadConnectAndInitialize) loads: its load or error event, or a time-out. */
function scriptLoaded(): Promise<boolean> {
  const script = document.querySelector<HTMLScriptElement>(CONNECT_SCRIPT)
  const connect = (window as { StripeConnect?: { init?: unknown } }).StripeConnect
  if (typeof connect?.init === 'function') return Promise.resolve(true)
  if (!script) return Promise.resolve(false)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), SCRIPT_TIMEOUT_MS)
    script.addEventListener('load', () => (clearTimeout(timer), resolve(true)), { once: true })
    script.addEventListener('error', () => (clearTimeout(timer), resolve(false)), { once: true })
  })
}
