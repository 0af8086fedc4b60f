import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useDocumentMeta } from '#ui/use-document-meta.ts'

/** 404, noindex (docs/product/routes-and-redirects.md#not-found-and-gone). */
export function NotFoundPage() {
  const { t } = useLingui()
  useDocumentMeta({
    title: t`Page not found | LDS`,
    description: t`The page you are looking for does not exist.`,
    robots: 'noindex',
  })
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="status-title" className="status-page__title">
        <Trans>Page not found</Trans>
      </h1>
      <p className="status-page__text">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <div className="status-page__actions">
        <Link to="/" className="button button--primary">
          <Trans>Back to the homepage</Trans>
        </Link>
      </div>
    </section>
  )
}
