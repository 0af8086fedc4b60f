import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSyncExternalStore } from 'react'
import type { ToastItem } from './toast-store.ts'
import { dismissToast, getToasts, subscribeToToasts } from './toast-store.ts'

function ToastCard({ item }: { item: ToastItem }) {
  const { t } = useLingui()
  const onAction = () => {
    item.action?.onClick()
    dismissToast(item.id)
  }
  return (
    <div className={`toast toast--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
      <div className="toast__message">{item.message}</div>
      {item.action ? (
        <button type="button" className="toast__action" onClick={onAction}>
          {item.action.label}
        </button>
      ) : null}
      <button type="button" className="toast__dismiss" aria-label={t`Dismiss notification`} onClick={() => dismissToast(item.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

/** The stack of toasts, bottom-right; announced politely to screen readers. */
export function ToastViewport() {
  const items = useSyncExternalStore(subscribeToToasts, getToasts, getToasts)
  const { t } = useLingui()
  return (
    <section className="toast-viewport" aria-label={t`Notifications`} aria-live="polite">
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
    </section>
  )
}

/** Renders the app and the toast stack; `toast.*` works anywhere below (and outside) it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastViewport />
    </>
  )
}
