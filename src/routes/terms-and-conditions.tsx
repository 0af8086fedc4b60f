import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '#features/storefront/info/info-page.tsx'
import { TERMS_CONTENT } from '#features/storefront/info/terms-content.ts'

export const Route = createFileRoute('/terms-and-conditions')({ component: () => <InfoPage content={TERMS_CONTENT} /> })
