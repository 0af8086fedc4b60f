import { Trans } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import type { PropertyLeadDetail } from '#domain/leads/types.ts'
import { wizardLinks } from './wizard-links.ts'

const LABELS = {
  'book-now': <Trans>Book now</Trans>,
  'take-option': <Trans>Take option</Trans>,
  change: <Trans>Change</Trans>,
}

/** Book now, Take option or Change (as the status allows) and the PDF offer. */
export function LeadActions({ lead, pdf }: { lead: PropertyLeadDetail; pdf: ReactNode }) {
  const router = useRouter()
  // the wizard is a route over the property page: navigate inside the app, keep the link a link
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return (
    <div className="lead-page__actions">
      {wizardLinks(lead).map((link, index) => (
        <a
          key={link.action}
          href={link.href}
          className={index === 0 ? 'button button--primary' : 'button button--ghost'}
          onClick={(event) => follow(event, link.href)}
        >
          {LABELS[link.action]}
        </a>
      ))}
      {pdf}
    </div>
  )
}
