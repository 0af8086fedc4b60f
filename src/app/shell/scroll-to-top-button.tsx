import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

const SHOW_AFTER_PX = 900

/** A quiet "back to top" button once the page has been scrolled far down. */
export function ScrollToTopButton() {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    // checked on scroll only (a restored position scrolls too): reading scrollY before the first
    // frame forced a layout of the whole page in a task of its own (30–40 ms at 4x CPU)
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX)
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t`Back to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M6 14l6-6 6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
