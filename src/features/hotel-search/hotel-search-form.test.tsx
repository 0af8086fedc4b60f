import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { addDays, localIsoDate } from '#domain/dates/iso-date.ts'
import { EMPTY_HOTEL_SEARCH_FILTER, type HotelSearchFilter } from '#domain/hotels/hotel-search-filter.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { HotelSearchForm } from './hotel-search-form.tsx'
import type { PaymentProfilePolicy } from './search-form-model.ts'

const server = setupMswServer()

const locations = [
  {
    country: 'Switzerland',
    cities: [
      { city: 'Verbier', sectors: [] },
      { city: 'Zermatt', sectors: [] },
    ],
  },
  { country: 'France', cities: [{ city: 'Courchevel 1850', sectors: [] }] },
]
const facilities = [
  { _id: 'spa', kind: 'hotel', name: 'Spa and Wellness Centre' },
  { _id: 'balcony', kind: 'room', name: 'Balcony' },
]
const programs = [
  { _id: 'p1', name: 'Virtuoso', logoInline: '', isVisibleInHotelSearch: true },
  { _id: 'p2', name: 'Hidden Club', logoInline: '', isVisibleInHotelSearch: false },
]

const changeable: PaymentProfilePolicy = { default: 'ClientPays', canBeChanged: true }
const fixed: PaymentProfilePolicy = { default: 'AgentPaysWithClientCardWithoutCVV', canBeChanged: false }
const inDays = (days: number) => addDays(localIsoDate(), days)

async function renderForm(policy = changeable, initialFilter: HotelSearchFilter = EMPTY_HOTEL_SEARCH_FILTER) {
  server.use(
    http.get('/api/hotels/locations', () => HttpResponse.json(locations)),
    http.get('/api/programs', () => HttpResponse.json(programs)),
    http.get('/api/facilities', ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind')
      return HttpResponse.json(facilities.filter((f) => f.kind === kind))
    }),
  )
  const onApply = vi.fn()
  renderInRouter(() => <HotelSearchForm initialFilter={initialFilter} policy={policy} onApply={onApply} />)
  await screen.findByRole('option', { name: 'Verbier' })
  return onApply
}

const change = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const searchButton = () => screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement

describe('HotelSearchForm', () => {
  it('offers countries and their cities, the programs shown in the search and both facility lists', async () => {
    await renderForm()
    expect(screen.getByRole('option', { name: 'Switzerland: all resorts' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Courchevel 1850' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }))
    expect(await screen.findByRole('checkbox', { name: 'Virtuoso' })).toBeTruthy()
    expect(screen.queryByRole('checkbox', { name: 'Hidden Club' })).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Spa and Wellness Centre' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Balcony' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: '5 Star Palace' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Villa / Chalet' })).toBeTruthy()
  })

  it("offers '5 Star Palace' only for France and says why for another country; a ticked one goes", async () => {
    const onApply = await renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }))
    const palace = () => screen.queryByRole('checkbox', { name: '5 Star Palace' })
    fireEvent.click(await screen.findByRole('checkbox', { name: '5 Star Palace' }))
    change('Destination', 'Courchevel 1850')
    expect(palace()).toBeTruthy()
    expect(screen.queryByRole('note')).toBeNull()
    change('Destination', 'Verbier')
    await waitFor(() => expect(palace()).toBeNull())
    expect(screen.getByRole('note').textContent).toBe(
      '5 Star Palace is a French distinction: it is offered only for destinations in France (chosen: Switzerland).',
    )
    expect(screen.getByRole('checkbox', { name: '5 Star' })).toBeTruthy()
    fireEvent.click(searchButton())
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1))
    expect(onApply.mock.calls[0]![0]).toMatchObject({ destination: 'Verbier', hotelCategories: [] })
    change('Destination', 'France')
    expect(await screen.findByRole('checkbox', { name: '5 Star Palace' })).toBeTruthy()
    expect(screen.queryByRole('note')).toBeNull()
  })

  it('asks for a destination once both dates are set and keeps Search disabled meanwhile', async () => {
    const onApply = await renderForm()
    change('Check-in', inDays(10))
    change('Check-out', inDays(14))
    expect(await screen.findByText('Please select a destination')).toBeTruthy()
    expect(searchButton().disabled).toBe(true)
    change('Destination', 'Verbier')
    await waitFor(() => expect(searchButton().disabled).toBe(false))
    expect(screen.queryByText('Please select a destination')).toBeNull()
    fireEvent.click(searchButton())
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1))
    expect(onApply).toHaveBeenCalledWith({
      ...EMPTY_HOTEL_SEARCH_FILTER,
      destination: 'Verbier',
      checkInDate: inDays(10),
      checkOutDate: inDays(14),
      paymentProfile: 'ClientPays',
    })
  })

  it('does nothing with one date only, and says what is missing', async () => {
    const onApply = await renderForm()
    change('Destination', 'Zermatt')
    change('Check-in', inDays(10))
    expect(await screen.findByText(/Add a check-out date/)).toBeTruthy()
    fireEvent.click(searchButton())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onApply).not.toHaveBeenCalled()
  })

  it('refuses a check-in in the past and a check-out not after the check-in', async () => {
    const onApply = await renderForm()
    change('Destination', 'Zermatt')
    change('Check-in', inDays(-2))
    change('Check-out', inDays(3))
    expect(await screen.findByText('The check in date cannot be in the past')).toBeTruthy()
    change('Check-in', inDays(5))
    change('Check-out', inDays(5))
    expect(await screen.findByText('Check out date has to be after check in date')).toBeTruthy()
    fireEvent.click(searchButton())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onApply).not.toHaveBeenCalled()
  })

  it('offers who pays only with both dates; the agency card is stand-alone unless packaged', async () => {
    const onApply = await renderForm()
    expect(screen.queryByRole('radio', { name: 'Agency card' })).toBeNull()
    change('Destination', 'France')
    change('Check-in', inDays(20))
    expect(screen.queryByRole('radio', { name: 'Agency card' })).toBeNull()
    change('Check-out', inDays(27))
    fireEvent.click(await screen.findByRole('radio', { name: 'Agency card' }))
    expect(screen.getByText('Stand-alone rates apply.')).toBeTruthy()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Booking will be packaged' }))
    fireEvent.click(searchButton())
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1))
    expect(onApply.mock.calls[0]![0]).toMatchObject({ destination: 'France', paymentProfile: 'AgencyPaysPackageRate' })
  })

  it('never offers who pays when the theme fixes it, and searches with the theme default', async () => {
    const onApply = await renderForm(fixed)
    change('Destination', 'France')
    change('Check-in', inDays(20))
    change('Check-out', inDays(27))
    fireEvent.click(searchButton())
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('radio', { name: 'Agency card' })).toBeNull()
    expect(onApply.mock.calls[0]![0]).toMatchObject({ paymentProfile: 'AgentPaysWithClientCardWithoutCVV' })
  })

  it('Reset Filter clears every field and applies the empty filter', async () => {
    const onApply = await renderForm(changeable, {
      ...EMPTY_HOTEL_SEARCH_FILTER,
      destination: 'Verbier',
      hotelCategories: ['5 Star'],
      maxKeys: 40,
    })
    expect((screen.getByLabelText('Destination') as HTMLSelectElement).value).toBe('Verbier')
    // the folded filters open by themselves when the applied filter uses them, with their count
    expect(screen.getByRole('button', { name: /^Fewer filters\s*\(2 chosen\)$/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filter' }))
    expect(onApply).toHaveBeenCalledWith(EMPTY_HOTEL_SEARCH_FILTER)
    await waitFor(() => expect((screen.getByLabelText('Destination') as HTMLSelectElement).value).toBe(''))
    expect((screen.getByRole('checkbox', { name: '5 Star' }) as HTMLInputElement).checked).toBe(false)
    expect((screen.getByLabelText('Maximum keys') as HTMLInputElement).value).toBe('')
  })

  it('searches categories, programs, maximum keys and facilities', async () => {
    const onApply = await renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }))
    fireEvent.click(screen.getByRole('checkbox', { name: '4 Star' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Suite' }))
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Virtuoso' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Spa and Wellness Centre' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Balcony' }))
    change('Maximum keys', '0')
    expect(await screen.findByText('At least 1')).toBeTruthy()
    change('Maximum keys', '60')
    fireEvent.click(searchButton())
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1))
    expect(onApply).toHaveBeenCalledWith({
      ...EMPTY_HOTEL_SEARCH_FILTER,
      hotelCategories: ['4 Star'],
      roomCategories: ['Suite'],
      programIds: ['p1'],
      maxKeys: 60,
      facilities: ['spa'],
      roomFacilities: ['balcony'],
    })
  })
})
