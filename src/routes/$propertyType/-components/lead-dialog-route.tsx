import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Navigate, getRouteApi, useNavigate } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { useUser } from '#features/auth/auth-context.tsx'
import { BookingDialog } from '#features/booking/booking-dialog.tsx'
import type { WizardKind } from '#features/booking/booking-form.ts'
import { PropertyInterestDialog } from '#features/booking/property-interest-dialog.tsx'
import type { PropertyPathParams } from '#features/properties/property-page-model.ts'
import { propertyBasePath } from '#features/properties/property-page-model.ts'
import { propertyByPathQueryOptions, propertyCommissionQueryOptions } from '#features/properties/queries.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { useShowsCommission } from '#lib/brand/use-shows-commission.ts'
import { propertyStaysQueryOptions } from '#lib/catalogue/queries.ts'
import type { Stay } from '#domain/catalogue/types.ts'

const PROPERTY_ROUTE = '/$propertyType/$country/$city/$propertyName' as const
const propertyRoute = getRouteApi(PROPERTY_ROUTE)

/** one empty list while the stays load */
const NO_STAYS: Stay[] = []

type Dialog = { kind: WizardKind; leadId: string | null } | { kind: 'save-interest' }

/**
 * …/book-now, …/take-option and …/save-interest (docs/product/leads.md): consumer-brand visitors go
 * back to the property page; everyone else passes the access guard (signed-out visitors sign in and
 * come back), then the booking feature's dialog gets the property page's property, stays and
 * commission levels (properties feature, catalogue) and the user (auth feature).
 */
export function LeadDialogRoute({ params, dialog }: { params: PropertyPathParams; dialog: Dialog }) {
  const brand = useBrand()
  const { checkIn, checkOut } = propertyRoute.useSearch()
  if (brand.isB2C)
    return (
      <Navigate
        to={PROPERTY_ROUTE}
        params={params}
        search={{ checkIn, checkOut }}
        replace
        resetScroll={false}
        state={{ keepScroll: true }}
      />
    )
  return (
    <AccessGuard accessType="partners">
      <SignedInDialog params={params} dialog={dialog} />
    </AccessGuard>
  )
}

function SignedInDialog({ params, dialog }: { params: PropertyPathParams; dialog: Dialog }) {
  const { checkIn, checkOut } = propertyRoute.useSearch()
  const navigate = useNavigate()
  const user = useUser()
  const showsCommission = useShowsCommission()
  const { data: property } = useSuspenseQuery(propertyByPathQueryOptions(propertyBasePath(params)))
  const stays = useQuery(propertyStaysQueryOptions(property._id))
  const commission = useQuery({
    ...propertyCommissionQueryOptions(property._id),
    enabled: showsCommission && dialog.kind !== 'save-interest',
  })
  const close = () =>
    void navigate({
      to: PROPERTY_ROUTE,
      params,
      search: { checkIn, checkOut },
      resetScroll: false,
      state: { keepScroll: true },
    })
  const initialPeriod = checkIn && checkOut ? { checkIn, checkOut } : null
  const who = { _id: user._id, role: user.role ?? null }
  if (dialog.kind === 'save-interest')
    return (
      <PropertyInterestDialog
        property={property}
        stays={stays.data?.stays ?? NO_STAYS}
        user={who}
        initialPeriod={initialPeriod}
        onClose={close}
      />
    )
  return (
    <BookingDialog
      kind={dialog.kind}
      property={property}
      stays={stays.data}
      commissionLevels={showsCommission ? commission.data : null}
      leadId={dialog.leadId}
      user={who}
      initialPeriod={initialPeriod}
      onClose={close}
    />
  )
}
