import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { EditableFacility } from '#domain/facilities/facility.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { FacilitiesPage } from './facilities-page.tsx'

const server = setupMswServer()
const SPA: EditableFacility = { _id: 'a'.repeat(24), kind: 'hotel', name: { en: 'Spa', de: 'Spa' }, uses: 3 }

describe('FacilitiesPage', () => {
  it('adds a facility, renames one in German, and says why a facility in use is not deleted', async () => {
    let list = [SPA]
    const sent: unknown[] = []
    server.use(
      http.get('/api/facilities/editable', () => HttpResponse.json(list)),
      http.post('/api/facilities', async ({ request }) => {
        const body = (await request.json()) as Omit<EditableFacility, '_id' | 'uses'>
        sent.push(body)
        const made = { ...body, _id: 'b'.repeat(24), uses: 0 }
        list = [...list, made]
        return HttpResponse.json(made, { status: 201 })
      }),
      http.patch(`/api/facilities/${SPA._id}`, async ({ request }) => {
        const body = (await request.json()) as Pick<EditableFacility, 'name'>
        sent.push(body)
        list = list.map((f) => (f._id === SPA._id ? { ...f, ...body } : f))
        return HttpResponse.json(list[0])
      }),
      http.delete(`/api/facilities/${SPA._id}`, () =>
        HttpResponse.json({ message: 'This facility is used by 3 hotels: remove it from them first' }, { status: 409 }),
      ),
    )
    renderInRouter(() => <FacilitiesPage />)
    const add = await screen.findByRole('form', { name: 'Add a facility' })
    fireEvent.change(within(add).getByLabelText('Name in English'), { target: { value: 'Ski room' } })
    fireEvent.click(within(add).getByRole('button', { name: 'Add the facility' }))
    expect((await within(add).findByRole('alert')).textContent).toMatch(/both names/)
    fireEvent.change(within(add).getByLabelText('Name in German'), { target: { value: 'Skiraum' } })
    fireEvent.click(within(add).getByRole('button', { name: 'Add the facility' }))
    await screen.findByDisplayValue('Skiraum')
    expect(sent[0]).toEqual({ kind: 'hotel', name: { en: 'Ski room', de: 'Skiraum' } })

    const spaGerman = screen.getAllByLabelText('Name in German').find((i) => (i as HTMLInputElement).value === 'Spa')!
    fireEvent.change(spaGerman, { target: { value: 'Wellnessbereich' } })
    fireEvent.click(screen.getAllByRole('button', { name: 'Save names' })[0]!)
    await waitFor(() => expect(sent[1]).toEqual({ name: { en: 'Spa', de: 'Wellnessbereich' } }))
    await screen.findByDisplayValue('Wellnessbereich')

    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!)
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete the facility' }))
    expect((await screen.findByText(/This facility is in use/)).textContent).toMatch(/remove it/)
  })
})
