import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '#features/storefront/info/info-page.tsx'
import { PRIVACY_CONTENT } from '#features/storefront/info/privacy-content.ts'

export const Route = createFileRoute('/privacy-policy')({ component: () => <InfoPage content={PRIVACY_CONTENT} /> })
