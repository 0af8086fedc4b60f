import { Trans } from '@lingui/react/macro'
import { isAdmin } from '#domain/auth/roles.ts'
import { useAuth } from '#features/auth/auth-context.tsx'

/** Shown while an admin acts for an agency that is not their own (docs/product/chrome-and-navigation.md#banners). */
export function BetaBanner() {
  const { user, travelAgency } = useAuth()
  if (!user || !travelAgency || !isAdmin(user.role) || travelAgency._id === user.travelAgencyId) return null
  return (
    <div className="beta-banner" role="status">
      <Trans>
        You seem to be an admin logged in to a travel agency. This feature is in BETA and not fully tested yet!
      </Trans>
    </div>
  )
}
