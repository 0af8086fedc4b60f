import { createFileRoute } from '@tanstack/react-router'
import { ABOUT_CONTENT } from '#features/storefront/info/about-content.ts'
import { InfoPage } from '#features/storefront/info/info-page.tsx'

export const Route = createFileRoute('/about')({ component: () => <InfoPage content={ABOUT_CONTENT} /> })
