import type { ReactNode } from 'react'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'

/**
 * The hotel page (/hotels/:hotelId, docs/product/hotels.md#hotel-page). `rooms` is the rooms panel of
 * the selection feature, shown in the Rooms tab; `children` are the page's modal routes.
 */
export function HotelPage(props: { hotelId: string; search: HotelPageSearch; rooms: ReactNode; children?: ReactNode }) {
  return (
    <section className="page" aria-label="Hotel">
      {props.rooms}
      {props.children}
    </section>
  )
}
