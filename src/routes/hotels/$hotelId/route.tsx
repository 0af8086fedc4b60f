import { Outlet, createFileRoute } from '@tanstack/react-router'
import { HotelPageSearchSchema } from '#domain/hotels/hotel-page-search.ts'
import { useRatesRefused } from '#features/auth/use-rates-refused.ts'
import { HotelPage } from '#features/hotels/hotel-page.tsx'
import { RoomsPanel } from '#features/selection/rooms-panel.tsx'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { ChatEnquiryTab } from './-components/chat-enquiry-tab.tsx'

export const Route = createFileRoute('/hotels/$hotelId')({
  validateSearch: HotelPageSearchSchema,
  component: HotelRoute,
})

/**
 * The hotel page composes the hotel (hotels) and its rooms with the selection (selection); modal
 * routes render in the outlet. On the consumer storefront a visitor sees the hotel without rates
 * (docs/product/hotels.md#the-hotel-page-on-the-consumer-storefront). An agency's Enquiry tab is the
 * hotel chat (chat feature, lazily loaded; docs/decisions/110-chat-panel-passed-by-the-route.md).
 */
function HotelRoute() {
  const { hotelId } = Route.useParams()
  const search = Route.useSearch()
  const ratesRefused = useRatesRefused()
  const forVisitor = useBrand().isB2C
  return (
    <HotelPage
      hotelId={hotelId}
      search={search}
      audience={forVisitor ? 'visitor' : 'agency'}
      rooms={<RoomsPanel hotelId={hotelId} search={search} ratesRefused={ratesRefused} forVisitor={forVisitor} />}
      enquiry={forVisitor ? undefined : (hotel) => <ChatEnquiryTab hotel={hotel} search={search} />}
    >
      <Outlet />
    </HotelPage>
  )
}
