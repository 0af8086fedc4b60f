import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { isAdmin, isHotelTeam } from '#domain/auth/roles.ts'
import { ExtranetSearchSchema } from '#domain/extranet/search-params.ts'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { useAuth } from '#features/auth/auth-context.tsx'
import { ExtranetPage } from '#features/extranet/extranet-page.tsx'
import { HotelAdminPanel } from '#features/extranet/hotel-admin-panel.tsx'
import { EMPTY_HOTEL_SEARCH_FILTER } from '#domain/hotels/hotel-search-filter.ts'
import { availableHotelsQueryOptions } from '#lib/hotels/queries.ts'

export const Route = createFileRoute('/partner/extranet')({
  validateSearch: ExtranetSearchSchema,
  component: GuardedExtranet,
})

/** Admins (access type default) and a hotel's team, who have no agency (docs/decisions/103-the-hotel-team-in-the-chat.md). */
function GuardedExtranet() {
  return (
    <AccessGuard accessType="default" allowHotelTeam>
      <ExtranetRoute />
    </AccessGuard>
  )
}

/**
 * The hotel extranet (docs/product/extranet.md): a hotel's team its own hotel, admins any hotel (chosen here). The
 * server decides who may: everyone else is told the page is not theirs.
 */
function ExtranetRoute() {
  const { user } = useAuth()
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const admin = isAdmin(user?.role)
  // an admin keeps every hotel true, the demo hotels too
  const list = useQuery({ ...availableHotelsQueryOptions(EMPTY_HOTEL_SEARCH_FILTER, true), enabled: admin })
  const hotelId = admin ? (search.hotelId ?? list.data?.hotels[0]?._id) : isHotelTeam(user) ? user?.hotelId : undefined
  const hotels = list.data?.hotels ?? []
  if (!user) return null
  if (!hotelId)
    return (
      <section className="extranet" id="pageContent">
        <h1 className="extranet__title">
          <Trans>Rates and availability</Trans>
        </h1>
        <p>
          {admin ? (
            <Trans>Loading the hotels...</Trans>
          ) : (
            <Trans>This page is for a hotel's own team. Please sign in with your hotel's account.</Trans>
          )}
        </p>
      </section>
    )
  return (
    <ExtranetPage
      key={hotelId}
      hotelId={hotelId}
      isAdmin={admin}
      search={search}
      onSearch={(next) => void navigate({ search: { ...search, ...next }, replace: true })}
      hotelChoice={
        admin ? (
          <>
            <label className="field extranet__hotel">
              <span className="field__label">{t`Hotel`}</span>
              <select
                className="field__control"
                value={hotelId}
                onChange={(event) => void navigate({ search: { hotelId: event.target.value }, replace: true })}
              >
                {/* a hotel just added may not be in the search's list yet */}
                {hotels.some((hotel) => hotel._id === hotelId) ? null : <option value={hotelId}>{t`New hotel`}</option>}
                {hotels.map((hotel) => (
                  <option key={hotel._id} value={hotel._id}>
                    {hotel.name}
                  </option>
                ))}
              </select>
            </label>
            <HotelAdminPanel
              hotelId={hotelId}
              onChosen={(id) => void navigate({ search: id ? { hotelId: id } : {}, replace: true })}
            />
          </>
        ) : null
      }
    />
  )
}
