import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { HotelListing } from '#domain/hotels/types.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { HotelTile } from './hotel-tile.tsx'

const listing: HotelListing = {
  _id: 'a'.repeat(24),
  name: 'Le Grand Chalet',
  category: '5 Star Palace',
  thumbnail: '',
  location: { sector: null, city: 'Courchevel 1850', country: 'France' },
  externalRatings: { bookingCom: 9.1, tripAdvisorBubbles: 4.5 },
}

describe('HotelTile', () => {
  it("shows the visitors' tile: place, name linking to the hotel page, category and ratings, nothing more", async () => {
    renderInRouter(() => <HotelTile hotel={listing} />)
    const tile = await screen.findByRole('article', { name: 'Le Grand Chalet' })
    expect(within(tile).getByText('Courchevel 1850 · France')).toBeTruthy()
    expect(within(tile).getByRole('link', { name: 'Le Grand Chalet' }).getAttribute('href')).toBe(
      `/hotels/${listing._id}`,
    )
    expect(within(tile).getByRole('img', { name: '5 Star Palace' })).toBeTruthy()
    expect(within(tile).getByText('Booking.com: 9,1 of 10')).toBeTruthy()
    expect(within(tile).getByText('TripAdvisor: 4,5 of 5 bubbles')).toBeTruthy()
    expect(tile.className).toBe('hotel-tile')
  })

  it("carries the agents' period to the hotel page, is dimmed when unavailable, and shows what the search adds", async () => {
    renderInRouter(() => (
      <HotelTile hotel={listing} search={{ checkInDate: '2031-02-01', checkOutDate: '2031-02-05' }} unavailable>
        <p>from CHF 1 234 / night</p>
      </HotelTile>
    ))
    const tile = await screen.findByRole('article', { name: 'Le Grand Chalet' })
    const href = within(tile).getByRole('link', { name: 'Le Grand Chalet' }).getAttribute('href')
    expect(href).toContain('checkInDate=2031-02-01')
    expect(tile.className).toContain('hotel-tile--unavailable')
    expect(within(tile).getByText('from CHF 1 234 / night')).toBeTruthy()
  })
})
