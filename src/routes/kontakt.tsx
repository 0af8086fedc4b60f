import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '#features/contact/contact-page.tsx'

/** /kontakt: the same contact page (SPEC.md §2). */
export const Route = createFileRoute('/kontakt')({ component: ContactPage })
