import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useDocumentMeta } from '#ui/use-document-meta.ts'

/**
 * 410 for old property routes (/properties/{cityAndName}), noindex
 * (docs/product/routes-and-redirects.md#not-found-and-gone).
 */
export function GonePage() {
  const { t } = useLingui()
  useDocumentMeta({
    title: t`This page is no longer available | LDS`,
    description: t`This property is no longer part of our portfolio.`,
    robots: 'noindex',
  })
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-page__code" aria-hidden="true">
        410
      </p>
      <h1 id="status-title" className="status-page__title">
        <Trans>This page is no longer available</Trans>
      </h1>
      <p className="status-page__text">
        <Trans>This property is no longer part of our portfolio. Discover our other chalets and hotels in the Alps.</Trans>
      </p>
      <div className="status-page__actions">
        <a href="/search" className="button button--primary">
          <Trans>Search properties</Trans>
        </a>
        <Link to="/" className="button button--ghost">
          <Trans>Back to the homepage</Trans>
        </Link>
      </div>
    </section>
  )
}
