import { Trans } from '@lingui/react/macro'
import { useAuth } from '#features/auth/auth-context.tsx'
import { AuthNotice } from '#features/auth/auth-notice.tsx'
import { networkUserKey } from '#features/my-network/device-store.ts'
import { NetworkPage } from '#features/my-network/network-page.tsx'

/**
 * My network of the signed-in user's agency, an admin's the one they act for
 * (docs/product/sign-in-and-roles.md#acting-for-an-agency), or their own.
 */
export function MyNetworkRoutePage() {
  const { user, travelAgency } = useAuth()
  const key = networkUserKey()
  if (!user || !key) return null
  if (!travelAgency)
    return (
      <AuthNotice title={<Trans>No agency chosen</Trans>}>
        <p>
          <Trans>Choose an agency in the agency selector to see its hotel network.</Trans>
        </p>
      </AuthNotice>
    )
  return (
    <NetworkPage
      key={`${key}:${travelAgency._id}`}
      user={key}
      agencyId={travelAgency._id}
      agencyName={travelAgency.name}
    />
  )
}
