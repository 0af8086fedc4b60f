import { Trans, useLingui } from '@lingui/react/macro'
import { StatusPage } from '#ui/status-page.tsx'
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
    <StatusPage
      code={404}
      title={<Trans>Page not found</Trans>}
      text={<Trans>The page you are looking for does not exist or has moved.</Trans>}
    />
  )
}
