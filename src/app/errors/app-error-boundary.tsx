import type { ReactNode } from 'react'
import { Component } from 'react'
import { ErrorFallback } from './error-fallback.tsx'

type State = { error: unknown; hasError: boolean }

/** Catches render errors outside the router (providers, shell) and shows the crash screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, hasError: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true }
  }

  render() {
    return this.state.hasError ? <ErrorFallback error={this.state.error} /> : this.props.children
  }
}
