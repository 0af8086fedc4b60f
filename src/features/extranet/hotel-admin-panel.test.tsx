import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { HotelAdminPanel } from './hotel-admin-panel.tsx'

const server = setupMswServer()
const HOTEL = 'a'.repeat(24)
const overview = http.get(`/api/extranet/hotels/${HOTEL}`, () =>
  HttpResponse.json({
    hotel: { id: HOTEL, name: 'Hotel Alpha', currency: 'EUR' },
    rooms: [],
    ratePlans: [],
    apiKey: null,
  }),
)

describe("the admins' Add a hotel and Delete this hotel", () => {
  it('adds a hotel: the missing fields are said beside them, what was typed stays, then the new hotel is chosen', async () => {
    const sent: unknown[] = []
    server.use(
      overview,
      http.post('/api/hotels', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ _id: 'c'.repeat(24) }, { status: 201 })
      }),
    )
    const onChosen = vi.fn()
    renderInRouter(() => <HotelAdminPanel hotelId={HOTEL} onChosen={onChosen} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add a hotel' }))
    fireEvent.change(screen.getByLabelText('Name of the hotel'), { target: { value: 'Hotel Arlberg' } })
    fireEvent.change(screen.getByLabelText('Latitude, e.g. 47.17'), { target: { value: '47,17' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add the hotel' }))
    expect((await screen.findByText('Please choose a category')).closest('.field')).toBeTruthy()
    expect(screen.getByText('Please enter the city')).toBeTruthy()
    expect(screen.getByText('Please enter the number of keys (1 to 2000)')).toBeTruthy()
    expect((screen.getByLabelText('Name of the hotel') as HTMLInputElement).value).toBe('Hotel Arlberg')
    expect(sent).toEqual([])
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '5 Star' } })
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Austria' } })
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Zürs' } })
    fireEvent.change(screen.getByLabelText('Longitude, e.g. 10.17'), { target: { value: '10.17' } })
    fireEvent.change(screen.getByLabelText('Number of keys'), { target: { value: '30' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add the hotel' }))
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith('c'.repeat(24)))
    expect(sent).toEqual([
      {
        name: 'Hotel Arlberg',
        category: '5 Star',
        country: 'Austria',
        city: 'Zürs',
        latitude: 47.17,
        longitude: 10.17,
        currency: 'EUR',
        maxKeys: 30,
      },
    ])
  })

  it('deletes only after a confirmation, and says clearly why a hotel with interests and chats is kept', async () => {
    let calls = 0
    server.use(
      overview,
      http.delete(`/api/hotels/${HOTEL}`, () => {
        calls += 1
        return HttpResponse.json(
          { message: 'Agencies have 2 saved interests and 1 chat with this hotel: it cannot be deleted' },
          { status: 409 },
        )
      }),
    )
    const onChosen = vi.fn()
    renderInRouter(() => <HotelAdminPanel hotelId={HOTEL} onChosen={onChosen} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Delete this hotel' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Hotel Alpha?' })
    expect(calls).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(dialog.isConnected).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Delete this hotel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete the hotel' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This hotel cannot be deleted: agencies have 2 saved interests and 1 chat with it.',
    )
    expect(calls).toBe(1)
    expect(onChosen).not.toHaveBeenCalled()
  })
})
