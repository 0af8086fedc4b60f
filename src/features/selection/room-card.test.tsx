import { describe, expect, it } from 'vitest'
import type { HotelRoom } from '#domain/hotels/types.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { RoomCard } from './room-card.tsx'

const room = (id: string): HotelRoom => ({
  _id: id,
  _hotel: 'h1',
  name: `Room ${id}`,
  category: 'Room',
  descriptionMarkdown: '',
  beds: [],
  sizeSqmMin: 40,
  sizeSqmMax: 40,
  outdoorSpaceSqmMin: null,
  outdoorSpaceSqmMax: null,
  numBedrooms: 1,
  numBathrooms: 1,
  viewsFromRoom: [],
  facilities: [],
  facilitiesMarkdown: null,
  videos: [],
  interactiveRenderings: [],
  petsAllowed: false,
  images: [],
  floorplans: [],
  thumbnail: `/media/${id}.svg`,
})

describe('RoomCard image', () => {
  it('loads the first card’s image at once with high priority (a phone’s largest paint), the others lazily', async () => {
    const { findAllByRole } = renderInRouter(() => (
      <>
        {['r1', 'r2'].map((id, index) => (
          <RoomCard
            key={id}
            room={room(id)}
            hotelId="h1"
            search={{}}
            period={{ kind: 'no-period' }}
            inSelection={0}
            first={index === 0}
          />
        ))}
      </>
    ))
    await findAllByRole('article')
    const images = [...document.querySelectorAll('img')]
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
    ])
  })
})
