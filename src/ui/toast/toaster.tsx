import './toast.css'
import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import type { Toast, ToastStore } from './toast-store.ts'
import { toasts } from './toast-store.ts'

const NONE: readonly Toast[] = []

/**
 * The one place toasts show (docs/product/chrome-and-navigation.md#toasts): bottom right, above a
 * phone's sticky buttons, in a polite live region that is always in the document (screen readers
 * hear each new toast, also over a modal dialog: its `aria-hidden` spares live regions). Hovering or
 * focusing the toasts pauses their timers; each has a button that closes it.
 */
export function Toaster({ store = toasts }: { store?: ToastStore }) {
  const { t } = useLingui()
  const shown = useSyncExternalStore(store.subscribe, store.getSnapshot, () => NONE)
  return (
    <div
      className="toaster"
      data-toaster=""
      role="status"
      aria-live="polite"
      aria-label={t`Notifications`}
      onPointerEnter={store.pause}
      onPointerLeave={store.resume}
      onFocus={store.pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) store.resume()
      }}
    >
      {shown.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <p className="toast__text">{toast.text}</p>
          <button
            type="button"
            className="toast__close"
            aria-label={t`Close message`}
            onClick={() => {
              store.dismiss(toast.id)
              // the pointer or focus leaves with the toast
              store.resume()
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  )
}
