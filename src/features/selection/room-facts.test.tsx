import { screen } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import type { HotelRoom } from '#domain/hotels/types.ts'
import { activateLanguage, loadCatalogAreas } from '#lib/i18n.ts'
import { renderWithI18n } from '#test/render.tsx'
import { RoomFacts } from './room-facts.tsx'

const room: HotelRoom = {
  _id: 'r1',
  _hotel: 'h1',
  name: 'Cosy Room',
  category: 'Room',
  descriptionMarkdown: '',
  beds: [{ bedType: 'kingSizeBed' } as HotelRoom['beds'][number]],
  sizeSqmMin: 40,
  sizeSqmMax: 40,
  outdoorSpaceSqmMin: null,
  outdoorSpaceSqmMax: null,
  numBedrooms: 1,
  numBathrooms: 1,
  viewsFromRoom: ['Valley', 'Mountain', 'Matterhorn'],
  facilities: [],
  facilitiesMarkdown: null,
  videos: [],
  interactiveRenderings: [],
  petsAllowed: false,
  images: [],
  floorplans: [],
  thumbnail: '',
}

afterAll(() => activateLanguage('en'))

describe('RoomFacts: the views in the reader’s language (names of places as they are)', () => {
  it.each([
    ['en', 'Valley · Mountain · Matterhorn'],
    ['de', 'Tal · Berge · Matterhorn'],
  ] as const)('%s: %s', async (language, text) => {
    await activateLanguage(language)
    await loadCatalogAreas(['hotels'])
    renderWithI18n(<RoomFacts room={room} />)
    expect(screen.getByText(text)).toBeTruthy()
  })
})
