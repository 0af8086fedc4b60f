import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'

/** The room-offers modal route (/hotels/:hotelId/rooms/:roomId/shop-modal). */
export function RoomOffersDialog(props: { hotelId: string; roomId: string; search: HotelPageSearch }) {
  return <div data-hotel={props.hotelId} data-room={props.roomId} data-check-in={props.search.checkInDate} />
}
