import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { TravelAgencyDto } from '#domain/auth/current-user.ts'
import { AgencyPage } from '#features/agency-team/agency-page.tsx'
import { useAuth } from '#features/auth/auth-context.tsx'
import { AuthNotice } from '#features/auth/auth-notice.tsx'
import { updateCachedCurrentUser } from '#features/auth/queries.ts'

/**
 * The agency page for the signed-in user's agency, an admin's the one they act for
 * (docs/product/sign-in-and-roles.md#acting-for-an-agency); a changed agency goes into the cached current user.
 */
export function AgencyRoutePage() {
  const { user, travelAgency } = useAuth()
  const queryClient = useQueryClient()
  const onAgencyChanged = useCallback(
    (agency: TravelAgencyDto) =>
      updateCachedCurrentUser(queryClient, (current) => ({ ...current, travelAgency: agency })),
    [queryClient],
  )
  if (!user) return null
  if (!travelAgency)
    return (
      <AuthNotice title={<Trans>No agency chosen</Trans>}>
        <p>
          <Trans>Choose an agency in the agency selector to see its people.</Trans>
        </p>
      </AuthNotice>
    )
  return <AgencyPage key={travelAgency._id} user={user} agency={travelAgency} onAgencyChanged={onAgencyChanged} />
}
