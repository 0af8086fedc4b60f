import { createFileRoute } from '@tanstack/react-router'
import { DESTINATIONS_CONTENT } from '#features/storefront/info/destinations-content.ts'
import { InfoPage } from '#features/storefront/info/info-page.tsx'

export const Route = createFileRoute('/destinations')({ component: () => <InfoPage content={DESTINATIONS_CONTENT} /> })
