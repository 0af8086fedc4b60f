import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '#features/contact/contact-page.tsx'

/** /contact: company address and contact form (SPEC.md §2). */
export const Route = createFileRoute('/contact')({ component: ContactPage })
