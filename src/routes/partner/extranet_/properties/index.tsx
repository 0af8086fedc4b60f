import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { PropertiesPage } from '#features/extranet/properties/properties-page.tsx'

/** ?q= the name searched (docs/product/extranet.md#property-screens); anything else is dropped. */
const SearchSchema = v.object({ q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(120))), undefined) })

export const Route = createFileRoute('/partner/extranet_/properties/')({
  validateSearch: SearchSchema,
  component: GuardedProperties,
})

/** Signed in: the page shows what the API answers (admins all, an operator its own, other roles its 403). */
function GuardedProperties() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AccessGuard anySignedIn>
      <PropertiesPage
        query={search.q ?? ''}
        onQuery={(q) => void navigate({ search: q ? { q } : {}, replace: true })}
      />
    </AccessGuard>
  )
}
