import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { VerificationsPage } from '#features/agency-verifications/verifications-page.tsx'

const VerificationsSearchSchema = v.object({
  status: v.optional(v.fallback(v.picklist(['pending', 'decided', 'all']), 'pending'), 'pending'),
})

/** /admin/agency-verifications: the admins' verification queue (access type default: admins only). */
export const Route = createFileRoute('/admin/agency-verifications')({
  validateSearch: VerificationsSearchSchema,
  component: VerificationsRoute,
})

function VerificationsRoute() {
  const { status } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AccessGuard accessType="default">
      <VerificationsPage
        filter={status}
        onFilter={(next) => void navigate({ search: { status: next }, replace: true })}
      />
    </AccessGuard>
  )
}
