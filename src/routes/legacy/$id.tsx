import { createFileRoute, redirect } from '@tanstack/react-router'
import { isObjectId } from '#domain/validation/object-id.ts'
import { propertyByIdQueryOptions } from '#features/properties/queries.ts'
import { currentLanguage } from '#lib/i18n.ts'
import { LegacyLinkPage } from './-components/legacy-link-page.tsx'

/** /legacy/{id}: an old ?propertyId= link. The property's page when it exists, else a helpful page. */
export const Route = createFileRoute('/legacy/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    // an id that cannot name a property is answered here, without a lookup the browser would log as a 404
    if (!isObjectId(params.id)) return { found: false as const }
    const property = await queryClient.ensureQueryData(propertyByIdQueryOptions(params.id)).catch(() => null)
    if (!property) return { found: false as const }
    // the path rules (and the resort table behind them) load only for an old link
    const { propertyPath } = await import('#domain/properties/paths.ts')
    throw redirect({ href: propertyPath(property, currentLanguage()), replace: true })
  },
  component: LegacyLinkPage,
})
