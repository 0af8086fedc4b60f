import { Plural, Trans } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/**
 * The contact page returns to / 4 seconds after a message was sent
 * (docs/product/contact-and-newsletter.md#redirect-after-sending).
 */
const REDIRECT_DELAY_MS = 4000

/**
 * The redirect screen after a sent message: a countdown to the homepage, a link to go at once and
 * a button to stay (a time limit must be adjustable, WCAG 2.2.1).
 */
export function RedirectNotice({ delayMs = REDIRECT_DELAY_MS }: { delayMs?: number }) {
  const navigate = useNavigate()
  const [left, setLeft] = useState(Math.ceil(delayMs / 1000))
  const [stopped, setStopped] = useState(false)

  useEffect(() => {
    if (stopped) return
    const started = Date.now()
    const tick = window.setInterval(
      () => setLeft(Math.max(0, Math.ceil((delayMs - (Date.now() - started)) / 1000))),
      250,
    )
    const go = window.setTimeout(() => void navigate({ to: '/' }), delayMs)
    return () => {
      window.clearInterval(tick)
      window.clearTimeout(go)
    }
  }, [delayMs, navigate, stopped])

  return (
    <div className="redirect-notice" role="status">
      <p className="redirect-notice__title">
        <Trans>Thank you – we will be in touch shortly.</Trans>
      </p>
      {stopped ? (
        <p>
          <Trans>You can stay on this page as long as you like.</Trans>
        </p>
      ) : (
        <p>
          <Plural
            value={left}
            one="You will be taken to the homepage in # second."
            other="You will be taken to the homepage in # seconds."
          />
        </p>
      )}
      <div className="redirect-notice__actions">
        <Link to="/" className="button button--primary">
          <Trans>Go to the homepage</Trans>
        </Link>
        {stopped ? null : (
          <button type="button" className="button button--ghost" onClick={() => setStopped(true)}>
            <Trans>Stay on this page</Trans>
          </button>
        )}
      </div>
    </div>
  )
}
