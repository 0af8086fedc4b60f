import { Trans, useLingui } from '@lingui/react/macro'
import { StatusPage } from '#ui/status-page.tsx'
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
    <StatusPage
      code={410}
      title={<Trans>This page is no longer available</Trans>}
      text={
        <Trans>
          This property is no longer part of our portfolio. Discover our other chalets and hotels in the Alps.
        </Trans>
      }
      withSearch
    />
  )
}
