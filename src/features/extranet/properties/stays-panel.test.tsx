import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import type { Stay, StaysAnswer } from './queries.ts'
import { StaysPanel } from './stays-panel.tsx'

const server = setupMswServer()
const ID = 'a'.repeat(24)
const base = `/api/extranet/properties/${ID}/stays`
const STAY: Stay = {
  _id: 'b'.repeat(24),
  checkIn: '2031-01-04',
  checkOut: '2031-01-11',
  state: 'available',
  rates: { Catered: 20_000, Selfcatered: null },
  minRate: 20_000,
}
const OVERLAP = 'This period overlaps the stay from 2031-01-04 to 2031-01-11: change or remove that stay first'

function serve(sent: { method: string; url: string; body: unknown }[]) {
  let stays = [STAY]
  const answer = (): StaysAnswer => ({
    property: { id: ID, name: 'Chalet A', currency: 'CHF', serviceLevels: ['Catered', 'Selfcatered'] },
    stays,
  })
  const record = async (request: Request) => {
    const body = request.method === 'DELETE' ? null : await request.json()
    sent.push({ method: request.method, url: new URL(request.url).pathname + new URL(request.url).search, body })
    return body as Record<string, unknown>
  }
  server.use(
    http.get(base, () => HttpResponse.json(answer())),
    http.post(base, async ({ request }) => {
      const body = await record(request)
      if (body.checkIn === '2031-01-08') return HttpResponse.json({ message: OVERLAP }, { status: 409 })
      stays = [...stays, { ...(body as unknown as Stay), _id: 'c'.repeat(24), minRate: null }]
      return HttpResponse.json({ _id: 'c'.repeat(24) }, { status: 201 })
    }),
    http.post(`${base}/season`, async ({ request }) => {
      const body = await record(request)
      const weeks = [
        { checkIn: '2031-01-04', checkOut: '2031-01-11', overlaps: OVERLAP },
        { checkIn: '2031-01-11', checkOut: '2031-01-18', overlaps: null },
      ]
      if (!new URL(request.url).searchParams.has('dryRun'))
        return body.from === '2031-01-01'
          ? HttpResponse.json({ message: `2031-01-04: ${OVERLAP}` }, { status: 409 })
          : HttpResponse.json({ dryRun: false, weeks: weeks.slice(1), added: 1 })
      return HttpResponse.json({ dryRun: true, weeks, added: 0 })
    }),
    http.patch(`${base}/${STAY._id}`, async ({ request }) => {
      const body = await record(request)
      stays = stays.map((s) => (s._id === STAY._id ? { ...s, ...(body as unknown as Stay) } : s))
      return HttpResponse.json({ _id: STAY._id })
    }),
    http.delete(`${base}/${STAY._id}`, async ({ request }) => {
      await record(request)
      stays = stays.filter((s) => s._id !== STAY._id)
      return HttpResponse.json({ deleted: STAY._id })
    }),
  )
}

describe('StaysPanel', () => {
  it('lists a stay with its rates; a bad rate is said beside its field, an overlap beside the form, nothing typed lost', async () => {
    const sent: { method: string; url: string; body: unknown }[] = []
    serve(sent)
    renderInRouter(() => <StaysPanel propertyId={ID} />)
    const row = await screen.findByRole('listitem', { name: /4 Jan – 11 Jan 2031/ })
    expect(row.textContent).toMatch(/CHF 20.000/)
    expect(row.textContent).toMatch(/On request/)
    expect(row.textContent).toMatch(/7 nights/)

    const add = screen.getByRole('form', { name: 'Add a stay' })
    fireEvent.change(within(add).getByLabelText('Check-in'), { target: { value: '2031-01-08' } })
    fireEvent.change(within(add).getByLabelText('Check-out'), { target: { value: '2031-01-15' } })
    fireEvent.change(within(add).getByLabelText(/Rate Catered/), { target: { value: '18 5OO' } })
    fireEvent.click(within(add).getByRole('button', { name: 'Add the stay' }))
    expect(await within(add).findByText(/Please enter a rate of 0 or more/)).toBeTruthy()
    expect(sent).toEqual([])

    fireEvent.change(within(add).getByLabelText(/Rate Catered/), { target: { value: '18 500' } })
    fireEvent.click(within(add).getByRole('button', { name: 'Add the stay' }))
    expect((await within(add).findByRole('alert')).textContent).toMatch(
      /overlaps the stay from 4 Jan 2031 to 11 Jan 2031/,
    )
    expect(sent[0]).toEqual({
      method: 'POST',
      url: base,
      body: {
        checkIn: '2031-01-08',
        checkOut: '2031-01-15',
        state: 'available',
        rates: { Catered: 18_500, Selfcatered: null },
      },
    })
    expect((within(add).getByLabelText('Check-in') as HTMLInputElement).value).toBe('2031-01-08')
    expect((within(add).getByLabelText(/Rate Catered/) as HTMLInputElement).value).toBe('18 500')

    // moved to the free week: added and listed, the form empty again
    fireEvent.change(within(add).getByLabelText('Check-in'), { target: { value: '2031-01-11' } })
    fireEvent.change(within(add).getByLabelText('Check-out'), { target: { value: '2031-01-18' } })
    fireEvent.change(within(add).getByLabelText('State'), { target: { value: 'onRequest' } })
    fireEvent.click(within(add).getByRole('button', { name: 'Add the stay' }))
    await screen.findByRole('listitem', { name: /11 Jan – 18 Jan 2031/ })
    await waitFor(() => expect((within(add).getByLabelText('Check-in') as HTMLInputElement).value).toBe(''))

    // changed in place: the row becomes the form, saved as sold
    fireEvent.click(within(row).getByRole('button', { name: /Change the stay/ }))
    const change = await screen.findByRole('form', { name: 'Change the stay' })
    expect((within(change).getByLabelText(/Rate Catered/) as HTMLInputElement).value).toBe('20000')
    fireEvent.change(within(change).getByLabelText('State'), { target: { value: 'sold' } })
    fireEvent.click(within(change).getByRole('button', { name: 'Save the stay' }))
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Change the stay' })).toBeNull())
    expect(sent.at(-1)).toEqual({
      method: 'PATCH',
      url: `${base}/${STAY._id}`,
      body: {
        checkIn: '2031-01-04',
        checkOut: '2031-01-11',
        state: 'sold',
        rates: { Catered: 20_000, Selfcatered: null },
      },
    })
    const sold = await screen.findByRole('listitem', { name: /4 Jan – 11 Jan 2031/ })
    await waitFor(() => expect(sold.textContent).toMatch(/Sold/))

    // delete after a confirmation
    fireEvent.click(within(sold).getByRole('button', { name: /Delete the stay/ }))
    fireEvent.click(within(sold).getByRole('button', { name: 'Yes, delete the stay' }))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /4 Jan – 11 Jan 2031/ })).toBeNull())
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', url: `${base}/${STAY._id}` })
  })

  it('a season: Preview lists the weeks and the overlap; Apply refused names the week; a season without overlap is added', async () => {
    const sent: { method: string; url: string; body: unknown }[] = []
    serve(sent)
    renderInRouter(() => <StaysPanel propertyId={ID} />)
    const season = await screen.findByRole('form', { name: 'Fill a season' })
    fireEvent.click(within(season).getByRole('button', { name: 'Apply' }))
    expect(await within(season).findByText('Please enter the first day of the season')).toBeTruthy()
    expect(sent).toEqual([])

    fireEvent.change(within(season).getByLabelText('Season from'), { target: { value: '2031-01-01' } })
    fireEvent.change(within(season).getByLabelText('Season to'), { target: { value: '2031-01-20' } })
    fireEvent.change(within(season).getByLabelText(/Rate Catered/), { target: { value: '15000' } })
    fireEvent.click(within(season).getByRole('button', { name: 'Preview' }))
    const preview = await within(season).findByRole('status')
    expect(preview.textContent).toMatch(/2 weeks would be added\. 1 of them overlaps a stay: Apply adds none\./)
    expect(preview.textContent).toMatch(/4 Jan – 11 Jan 2031: This period overlaps/)
    expect(sent[0]).toMatchObject({
      url: `${base}/season?dryRun`,
      body: {
        from: '2031-01-01',
        to: '2031-01-20',
        weekday: 6,
        nights: 7,
        rates: { Catered: 15_000, Selfcatered: null },
      },
    })

    fireEvent.click(within(season).getByRole('button', { name: 'Apply' }))
    expect((await within(season).findByRole('alert')).textContent).toMatch(/^The week from 4 Jan 2031: This period/)
    expect((within(season).getByLabelText('Season from') as HTMLInputElement).value).toBe('2031-01-01')

    fireEvent.change(within(season).getByLabelText('Season from'), { target: { value: '2031-01-10' } })
    fireEvent.click(within(season).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ url: `${base}/season`, body: { from: '2031-01-10' } }))
    await waitFor(() => expect(within(season).queryByRole('alert')).toBeNull())
  })
})
