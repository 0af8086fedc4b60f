import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useAuth } from '#features/auth/auth-context.tsx'
import { AuthNotice } from '#features/auth/auth-notice.tsx'

/** The agency the jobs are of: the signed-in user's, an admin's the one they act for. */
export function WithJobAgency({ children }: { children: (agencyId: string) => ReactNode }) {
  const { user, travelAgency } = useAuth()
  if (!user) return null
  if (!travelAgency)
    return (
      <AuthNotice title={<Trans>No agency chosen</Trans>}>
        <p>
          <Trans>Choose an agency in the agency selector to see its concierge jobs.</Trans>
        </p>
      </AuthNotice>
    )
  return <>{children(travelAgency._id)}</>
}
