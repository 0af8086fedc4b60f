import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'

/** The save-interest modal route (/hotels/:hotelId/save-interest). */
export function SaveInterestDialog(props: { hotelId: string; search: HotelPageSearch }) {
  return <div data-hotel={props.hotelId} data-check-in={props.search.checkInDate} />
}
