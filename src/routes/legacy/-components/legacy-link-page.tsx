import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useDocumentMeta } from '#ui/use-document-meta.ts'

/** An old property link whose property is gone (or cannot be fetched): where to go instead. */
export function LegacyLinkPage() {
  const { t } = useLingui()
  useDocumentMeta({ title: t`This link has moved | LDS`, description: t`The property of this link is no longer available.`, robots: 'noindex' })
  return (
    <section className="status-page" aria-labelledby="legacy-title">
      <h1 id="legacy-title" className="status-page__title">
        <Trans>This link has moved</Trans>
      </h1>
      <p className="status-page__text">
        <Trans>The property of this link is no longer in our portfolio, or the link is out of date. Our search shows what is available now.</Trans>
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
