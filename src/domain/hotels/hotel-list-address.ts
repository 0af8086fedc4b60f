/**
 * The addresses around the public hotel list (docs/product/hotels.md#browsing-hotels): /hotels'
 * `?destination=` on the consumer storefront and the destination an enquiry about a hotel starts
 * with. Without imports: the route's search parsing runs in the route tree, which every page loads.
 */

/** The longest destination asked for (the general enquiry's limit; the longest place name is far shorter). */
export const MAX_DESTINATION_LENGTH = 120

/**
 * The destination a storefront enquiry about a hotel starts with: '{hotel}, {city}' (the general
 * enquiry keeps a place that is not one of our resorts as its first choice), cut to the enquiry's
 * MAX_DESTINATION_LENGTH characters.
 */
export function enquiryDestination(hotelName: string, city: string): string {
  const name = hotelName.trim()
  const place = city.trim()
  const text = place && !name.toLowerCase().includes(place.toLowerCase()) ? `${name}, ${place}` : name
  return text.slice(0, MAX_DESTINATION_LENGTH)
}

/** /hotels' address on the consumer storefront: `?destination=` (trimmed, at most MAX_DESTINATION_LENGTH), else none. */
export function parseHotelListSearch(raw: Record<string, unknown>): { destination?: string } {
  const destination = typeof raw.destination === 'string' ? raw.destination.trim() : ''
  return destination ? { destination: destination.slice(0, MAX_DESTINATION_LENGTH) } : {}
}
