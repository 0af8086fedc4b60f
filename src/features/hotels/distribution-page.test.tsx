import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { DISTRIBUTION_HELP_KEY } from './browser-memory.ts'
import { DistributionPage } from './distribution-page.tsx'
import { FULL_HOTEL } from './test-hotels.ts'

const server = setupMswServer()

beforeEach(() => {
  server.use(
    http.get('/api/hotels/:id', () => HttpResponse.json(FULL_HOTEL)),
    http.get('/api/hotels/:id/rooms', () => HttpResponse.json([])),
  )
})

const renderPage = () => renderInRouter(() => <DistributionPage hotelId={FULL_HOTEL._id} />)

describe('DistributionPage', () => {
  it('shows the GLDS header and the hotel, and walks through the 3 help steps on the first visit', async () => {
    renderPage()
    expect(await screen.findByText('B2B Booking Engine by GLDS')).toBeTruthy()
    // the help dialog hides the page from assistive technology while it is open
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Alpenstern', hidden: true })).toBeTruthy()
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Step 1 of 3')
    expect(screen.getByText('Close', { selector: 'button' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next 1/3' }))
    expect(screen.getByRole('dialog').textContent).toContain('Step 2 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('dialog').textContent).toContain('Step 1 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Next 1/3' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next 2/3' }))
    expect(screen.getByRole('dialog').textContent).toContain('Step 3 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Start Now' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(localStorage.getItem(DISTRIBUTION_HELP_KEY)).toBe('1')
  })

  it('stays closed once seen, and the help button opens it again at step 1', async () => {
    localStorage.setItem(DISTRIBUTION_HELP_KEY, '1')
    renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Hotel Alpenstern' })
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Help' }))
    expect((await screen.findByRole('dialog')).textContent).toContain('Step 1 of 3')
    fireEvent.click(screen.getByText('Close', { selector: 'button' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
