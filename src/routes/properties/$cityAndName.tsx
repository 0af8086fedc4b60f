import { createFileRoute } from '@tanstack/react-router'
import { GonePage } from '#app/errors/gone-page.tsx'

/** Old property URLs answer 410 (the server sends the status; the client shows the page). */
export const Route = createFileRoute('/properties/$cityAndName')({
  component: GonePage,
})
