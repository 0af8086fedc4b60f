import { Trans } from '@lingui/react/macro'
import { Suspense, lazy } from 'react'
import { isHotelTeam } from '#domain/auth/roles.ts'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import type { HotelDetail } from '#domain/hotels/types.ts'
import { useAuth } from '#features/auth/auth-context.tsx'
import { useHotelSelection } from '#features/selection/use-selection.ts'

/** The chat's panel in its own chunk: the hotel page loads it when the Enquiry tab opens. */
const EnquiryPanel = lazy(() =>
  import('#features/chat/enquiry-panel.tsx').then((module) => ({ default: module.EnquiryPanel })),
)

/**
 * The hotel page's Enquiry tab for agencies: the chat feature's enquiry panel with the signed-in user
 * (auth) and the page's period and rooms (selection), composed here because features never import
 * each other (docs/decisions/110-chat-panel-passed-by-the-route.md).
 */
export function ChatEnquiryTab({ hotel, search }: { hotel: HotelDetail; search: HotelPageSearch }) {
  const auth = useAuth()
  const { selection } = useHotelSelection(hotel._id, search)
  const signedIn = auth.snapshot.session !== null
  const rooms =
    selection?.rooms.flatMap((room) =>
      room.entries.map((entry) => ({ numAdults: entry.numAdults, numChildren: entry.numChildren })),
    ) ?? []
  return (
    <Suspense
      fallback={
        <p className="notice" role="status">
          <Trans>Loading the chat…</Trans>
        </p>
      }
    >
      <EnquiryPanel
        hotel={{
          id: hotel._id,
          name: hotel.name,
          isChatEnabled: hotel.isChatEnabled && hotel.contact.isChatEnabled,
          phone: hotel.contact.reservation.phone,
        }}
        viewer={signedIn ? { role: auth.user?.role, hotelTeam: auth.user ? isHotelTeam(auth.user) : false } : null}
        onSignUp={() => void auth.signIn({ prompt: 'create' })}
        checkIn={search.checkInDate ?? null}
        checkOut={search.checkOutDate ?? null}
        rooms={rooms}
      />
    </Suspense>
  )
}
