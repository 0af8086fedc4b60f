import { createFileRoute } from '@tanstack/react-router'
import { GENERAL_CONTENT } from '#features/storefront/info/general-content.ts'
import { InfoPage } from '#features/storefront/info/info-page.tsx'

/** /lds/general: LDS in brief, where /instagram and /linkedin lead (docs/product/content-and-seo.md#info-pages). */
export const Route = createFileRoute('/lds/general')({ component: () => <InfoPage content={GENERAL_CONTENT} /> })
