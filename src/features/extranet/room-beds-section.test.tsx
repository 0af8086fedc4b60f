import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { RoomContent } from '#domain/extranet/room-content.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { RoomEditor } from './rooms-editor.tsx'

const server = setupMswServer()
const HOTEL = 'a'.repeat(24)
const ROOM = 'b'.repeat(24)
const ROOM_CONTENT: RoomContent = {
  name: { en: 'Deluxe Room', de: '' },
  description: { en: '', de: '' },
  beds: [
    {
      bedType: 'kingSizeBed',
      isInStandardOccupancy: true,
      sleeps: [{ maxPax: 2, maxAdults: 2 }],
      twinBedPossible: false,
    },
  ],
  sizeSqmMin: 30,
  sizeSqmMax: null,
  outdoorSpaceSqmMin: null,
  outdoorSpaceSqmMax: null,
  numBedrooms: 1,
  numBathrooms: 1,
  views: [],
  facilityIds: ['r-tv'],
  images: [],
  floorplans: [],
}

describe("the room's beds and facilities", () => {
  it('adds a sofa bed that sleeps a child (more adults than guests is said beside it) and ticks a room facility', async () => {
    const saved: Record<string, unknown>[] = []
    server.use(
      http.get(`/api/extranet/hotels/${HOTEL}/rooms/${ROOM}/content`, () =>
        HttpResponse.json({ content: ROOM_CONTENT, version: 1, versions: [] }),
      ),
      http.get('/api/facilities', () =>
        HttpResponse.json([
          { _id: 'r-tv', kind: 'room', name: 'TV' },
          { _id: 'r-bath', kind: 'room', name: 'Bathtub' },
        ]),
      ),
      http.put(`/api/extranet/hotels/${HOTEL}/rooms/${ROOM}/content`, async ({ request }) => {
        saved.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({ version: 2 })
      }),
    )
    renderInRouter(() => <RoomEditor hotelId={HOTEL} roomId={ROOM} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add a bed' }))
    const bed = screen.getByRole('group', { name: 'Bed 2' })
    fireEvent.change(within(bed).getByLabelText('Bed type'), { target: { value: 'sofaBed' } })
    fireEvent.click(within(bed).getByLabelText('In the standard occupancy'))
    fireEvent.change(within(bed).getByLabelText('Guests at most'), { target: { value: '1' } })
    fireEvent.change(within(bed).getByLabelText('Of them adults at most'), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the room' }))
    expect((await within(bed).findByRole('alert')).textContent).toBe(
      'Please enter how many guests and adults (adults at most the guests)',
    )
    expect(saved).toEqual([])
    expect((within(bed).getByLabelText('Guests at most') as HTMLInputElement).value).toBe('1')
    fireEvent.change(within(bed).getByLabelText('Of them adults at most'), { target: { value: '0' } })
    fireEvent.click(await screen.findByLabelText('Bathtub'))
    fireEvent.click(screen.getByRole('button', { name: 'Save the room' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.beds).toEqual([
      ROOM_CONTENT.beds[0],
      {
        bedType: 'sofaBed',
        isInStandardOccupancy: false,
        sleeps: [{ maxPax: 1, maxAdults: 0 }],
        twinBedPossible: false,
      },
    ])
    expect(saved[0]!.facilityIds).toEqual(['r-bath', 'r-tv']) // in the list's order
  })
})
