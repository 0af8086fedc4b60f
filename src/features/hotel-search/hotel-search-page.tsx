/** The hotel search page (/hotels): filter form and result grid (docs/product/hotels.md#search). */
export function HotelSearchPage() {
  return <section className="page" aria-label="Hotels" />
}
