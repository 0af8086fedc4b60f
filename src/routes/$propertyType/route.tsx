import { createFileRoute, notFound } from '@tanstack/react-router'
import { PROPERTY_TYPE_SLUGS } from '#domain/routing/path-status.ts'

/** Only the four property type slugs (chalets, apartments, appartements, villas) are property paths. */
export const Route = createFileRoute('/$propertyType')({
  beforeLoad: ({ params }) => {
    if (!(PROPERTY_TYPE_SLUGS as readonly string[]).includes(params.propertyType.toLowerCase())) throw notFound()
  },
})
