import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { isAdmin } from '#domain/auth/roles.ts'
import { CATALOGUE_QUERY_ROOT } from '#lib/query-client.ts'
import { useAuth } from '#features/auth/auth-context.tsx'
import { travelAgenciesQueryOptions } from '#features/auth/queries.ts'

/**
 * The admin's choice of the agency to act for
 * (docs/product/sign-in-and-roles.md#acting-for-an-agency); others see nothing.
 */
export function AgencySelector() {
  const { t } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const { user, actingAgencyId, setActingAgencyId } = useAuth()
  const admin = isAdmin(user?.role)
  const agencies = useQuery({ ...travelAgenciesQueryOptions(), enabled: admin })
  if (!admin || !user) return null
  const ownName = agencies.data?.find((agency) => agency._id === user.travelAgencyId)?.name
  const others = agencies.data?.filter((agency) => agency._id !== user.travelAgencyId) ?? []
  const choose = (value: string) => {
    setActingAgencyId(value || null)
    // agency-scoped data (leads, interests, dashboards) belongs to the previous agency
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== CATALOGUE_QUERY_ROOT })
  }
  return (
    <div className="agency-selector">
      <label htmlFor={id} className="agency-selector__label">
        <Trans>Acting for</Trans>
      </label>
      <select
        id={id}
        className="agency-selector__select"
        value={actingAgencyId ?? ''}
        onChange={(event) => choose(event.target.value)}
        disabled={agencies.isPending}
      >
        <option value="">{ownName ? t`${ownName} (own agency)` : t`Own agency`}</option>
        {others.map((agency) => (
          <option key={agency._id} value={agency._id}>
            {agency.name}
          </option>
        ))}
      </select>
    </div>
  )
}
