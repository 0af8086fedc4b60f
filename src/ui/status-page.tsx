import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

type Props = {
  /** the HTTP status shown large above the title (404, 410); none for a page that is not an error */
  code?: number
  titleId?: string
  title: ReactNode
  text: ReactNode
  /** offer the search before the homepage (pages about a property that is gone) */
  withSearch?: boolean
}

/**
 * The layout of the status pages (404, 410, an old link): a title, a line of help and the ways on
 * (docs/product/routes-and-redirects.md#not-found-and-gone). The page sets its own document meta.
 */
export function StatusPage({ code, titleId = 'status-title', title, text, withSearch = false }: Props) {
  return (
    <section className="status-page" aria-labelledby={titleId}>
      {code ? (
        <p className="status-page__code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id={titleId} className="status-page__title">
        {title}
      </h1>
      <p className="status-page__text">{text}</p>
      <div className="status-page__actions">
        {withSearch ? (
          <a href="/search" className="button button--primary">
            <Trans>Search properties</Trans>
          </a>
        ) : null}
        <Link to="/" className={withSearch ? 'button button--ghost' : 'button button--primary'}>
          <Trans>Back to the homepage</Trans>
        </Link>
      </div>
    </section>
  )
}
