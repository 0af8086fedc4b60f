import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { toasts } from '#ui/toast/toast-store.ts'
import { leadKeys } from '#lib/leads/queries.ts'
import { LeadDeletion } from './lead-deletion.tsx'

const server = setupMswServer()
const ID = 'a'.repeat(24)

describe('LeadDeletion', () => {
  it('asks for the reason, confirms, deletes with it, then the admins’ list and a toast', async () => {
    const sent: unknown[] = []
    server.use(
      http.delete(`/api/sales/leads/${ID}`, async ({ request }) => {
        sent.push(await request.json())
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { router, client } = renderInRouter(() => <LeadDeletion leadId={ID} />)
    // a list already in the cache (the admins' dashboard seen before): the deleted lead leaves it at once
    const other = 'b'.repeat(24)
    const listKey = [...leadKeys.lists(), { scope: 'all' }]
    client.setQueryData(listKey, {
      pages: [{ items: [{ _id: ID }, { _id: other }], nextCursor: null }],
      pageParams: [null],
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Delete lead' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please say why this lead is deleted')
    expect(sent).toEqual([])

    fireEvent.change(screen.getByLabelText('Reason for deleting'), { target: { value: 'Duplicate' } })
    fireEvent.click(screen.getByRole('button', { name: 'Delete lead' }))
    expect(screen.getByRole('alertdialog')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(sent).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Delete lead' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete the lead' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/dashboard/admin'))
    expect(sent).toEqual([{ reason: 'Duplicate' }])
    expect(toasts.getSnapshot().map((t) => t.text)).toContain('The lead was deleted.')
    const kept = client.getQueryData<{ pages: { items: { _id: string }[] }[] }>(listKey)
    expect(kept?.pages[0]?.items.map((i) => i._id)).toEqual([other])
  })

  it('keeps the reason and says so when the server fails', async () => {
    server.use(http.delete(`/api/sales/leads/${ID}`, () => HttpResponse.json({ message: 'x' }, { status: 500 })))
    renderInRouter(() => <LeadDeletion leadId={ID} />)
    fireEvent.change(await screen.findByLabelText('Reason for deleting'), { target: { value: 'Test lead' } })
    fireEvent.click(screen.getByRole('button', { name: 'Delete lead' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete the lead' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Unfortunately, an error occured.')
    expect((screen.getByLabelText('Reason for deleting') as HTMLTextAreaElement).value).toBe('Test lead')
  })
})
