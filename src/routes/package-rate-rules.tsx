import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '#features/storefront/info/info-page.tsx'
import { PACKAGE_RATE_RULES_CONTENT } from '#features/storefront/info/package-rate-rules-content.ts'

export const Route = createFileRoute('/package-rate-rules')({
  component: () => <InfoPage content={PACKAGE_RATE_RULES_CONTENT} />,
})
