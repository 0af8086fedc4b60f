import { Trans, useLingui } from '@lingui/react/macro'
import { StatusPage } from '#ui/status-page.tsx'
import { useDocumentMeta } from '#ui/use-document-meta.ts'

/** An old property link whose property is gone (or cannot be fetched): where to go instead. */
export function LegacyLinkPage() {
  const { t } = useLingui()
  useDocumentMeta({
    title: t`This link has moved | LDS`,
    description: t`The property of this link is no longer available.`,
    robots: 'noindex',
  })
  return (
    <StatusPage
      titleId="legacy-title"
      title={<Trans>This link has moved</Trans>}
      text={
        <Trans>
          The property of this link is no longer in our portfolio, or the link is out of date. Our search shows what is
          available now.
        </Trans>
      }
      withSearch
    />
  )
}
