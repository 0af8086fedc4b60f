import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '#features/storefront/info/info-page.tsx'
import { TRANSFERS_CONTENT } from '#features/storefront/info/transfers-content.ts'

export const Route = createFileRoute('/transfers')({ component: () => <InfoPage content={TRANSFERS_CONTENT} /> })
