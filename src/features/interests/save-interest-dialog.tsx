import './interests.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useFormatDate } from '#lib/format/use-format.ts'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import type { Selection } from '#domain/hotels/selection.ts'
import { selectionCount } from '#domain/hotels/selection.ts'
import { ApiError } from '#lib/api-errors.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { useIsSignedIn, useShowsCommission } from '#lib/brand/use-shows-commission.ts'
import { hotelQueryOptions } from '#lib/hotels/queries.ts'
import { Dialog } from '#ui/dialog.tsx'
import { interestFormConfig } from './interest-form.ts'
import { SaveInterestForm } from './save-interest-form.tsx'

type Props = {
  hotelId: string
  search: HotelPageSearch
  /** the hotel page's selection; null without a period (or before the storage is read) */
  selection: Selection | null
  /** the signed-in user's role (the card-member field) */
  role: string | null | undefined
  /** the signed-in user's id: the typed draft belongs to this user */
  userId: string | null | undefined
  /** the interest is saved: the selection remembers it ('See on Dashboard') */
  onSaved: (id: string) => void
}

/** The save-interest modal route (/hotels/:hotelId/save-interest); closing returns to the hotel page. */
export function SaveInterestDialog({ hotelId, search, selection, role, userId, onSaved }: Props) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const brand = useBrand()
  const signedIn = useIsSignedIn()
  const showsCommission = useShowsCommission()
  const { period } = useFormatDate()
  const hotel = useQuery(hotelQueryOptions(hotelId))
  const config = useMemo(() => interestFormConfig(brand, role), [brand, role])
  const close = () =>
    void navigate({
      to: '/hotels/$hotelId',
      params: { hotelId },
      search,
      resetScroll: false,
      // the hotel page keeps its scroll and its back button
      state: (previous) => ({ ...previous, keepScroll: true }),
    })
  const unknownHotel = hotel.error instanceof ApiError && hotel.error.status === 404
  const body = () => {
    if (!signedIn) return <Notice text={t`Saving an interest is for signed-in travel agents.`} signIn />
    if (unknownHotel) return <Notice text={t`Hotel is unknown`} onClose={close} />
    if (!selection || selectionCount(selection) === 0)
      return <Notice text={t`You have not selected a rate for at least one room`} onClose={close} />
    return (
      <SaveInterestForm
        key={`${brand.id}:${brand.agencyThemeId ?? ''}:${role ?? ''}:${userId ?? ''}`}
        draftScope={`${userId ?? 'user'}:${hotelId}`}
        selection={selection}
        config={config}
        showsCommission={showsCommission}
        onSaved={onSaved}
      />
    )
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      eyebrow={<Trans>Save interest</Trans>}
      title={hotel.data?.name ?? t`Save interest`}
      description={selection ? period({ checkIn: selection.checkInDate, checkOut: selection.checkOutDate }) : undefined}
      className="dialog--interest"
    >
      {body()}
    </Dialog>
  )
}

function Notice({ text, onClose, signIn }: { text: string; onClose?: () => void; signIn?: boolean }) {
  const returnTo = typeof window === 'undefined' ? '/hotels' : `${window.location.pathname}${window.location.search}`
  return (
    <div className="save-interest__notice" role="status">
      <p>{text}</p>
      {signIn ? (
        <Link to="/signin" search={{ returnTo }} className="button button--primary">
          <Trans>Sign in</Trans>
        </Link>
      ) : (
        <button type="button" className="button button--primary" onClick={onClose}>
          <Trans>Back to the rooms</Trans>
        </button>
      )}
    </div>
  )
}
