import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'

/** The rooms of a hotel with Enquire, and the selection (cart) of room offers (docs/product/hotels.md#rooms). */
export function RoomsPanel(props: { hotelId: string; search: HotelPageSearch }) {
  return <div data-hotel={props.hotelId} data-check-in={props.search.checkInDate} />
}
