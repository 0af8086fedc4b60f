import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '#features/contact/contact-page.tsx'

/** /contact: company address and contact form (docs/product/contact-and-newsletter.md#contact-page). */
export const Route = createFileRoute('/contact')({ component: ContactPage })
