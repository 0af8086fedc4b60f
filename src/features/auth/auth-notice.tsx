import type { ReactNode } from 'react'
import './auth.css'

/** A short live status line in place of the page: 'Loading user...', 'Redirecting to sign-in...'. */
export function AuthStatus({ children }: { children: ReactNode }) {
  return (
    <div className="status-page auth-status" role="status" aria-live="polite">
      <span className="auth-status__spinner" aria-hidden="true" />
      <p className="status-page__text">{children}</p>
    </div>
  )
}

/** A message in place of the page with a way forward (never a blank page). */
export function AuthNotice({
  title,
  children,
  actions,
}: {
  title: ReactNode
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <section className="status-page auth-notice" role="alert" aria-labelledby="auth-notice-title">
      <h1 id="auth-notice-title" className="status-page__title">
        {title}
      </h1>
      {children ? <div className="status-page__text">{children}</div> : null}
      {actions ? <div className="status-page__actions">{actions}</div> : null}
    </section>
  )
}
