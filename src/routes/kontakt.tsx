import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '#features/contact/contact-page.tsx'

/** /kontakt: the same contact page (docs/product/contact-and-newsletter.md#contact-page). */
export const Route = createFileRoute('/kontakt')({ component: ContactPage })
