import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { useScrollOnNavigate } from './use-scroll-on-navigate.ts'

/** Header, main and footer around every page. */
export function AppShell({ children }: { children: ReactNode }) {
  useScrollOnNavigate()
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <main id="main" className="app__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
