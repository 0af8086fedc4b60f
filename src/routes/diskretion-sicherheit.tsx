import { createFileRoute } from '@tanstack/react-router'
import { DISCRETION_PAGE } from '#features/storefront/seo/guide-pages.ts'
import { SeoPage } from '#features/storefront/seo/seo-page.tsx'

export const Route = createFileRoute('/diskretion-sicherheit')({
  component: () => <SeoPage page={DISCRETION_PAGE} path="/diskretion-sicherheit" />,
})
