import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { HelpArticlePage } from './help-article-page.tsx'
import { HelpCentrePage } from './help-centre-page.tsx'

const server = setupMswServer()

describe('HelpCentrePage', () => {
  it('lists the articles by category while nothing is searched', async () => {
    renderInRouter(() => <HelpCentrePage query="" onQuery={() => undefined} />)
    const started = await screen.findByRole('region', { name: 'Getting started' })
    expect(within(started).getByRole('link', { name: 'Signing in and roles' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'The app' })).toBeTruthy()
  })

  it('shows the hits of the query, best first, and hands a typed query on', async () => {
    const onQuery = vi.fn()
    renderInRouter(() => <HelpCentrePage query="payout" onQuery={onQuery} />)
    const results = await screen.findByRole('region', { name: /articles? found/ })
    const links = within(results).getAllByRole('link')
    expect(links[0]!.textContent).toBe('Commission payouts')
    expect(links[0]!.getAttribute('href')).toBe('/partner/help-centre/commission-payouts')
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'chat' } })
    expect(onQuery).toHaveBeenCalledWith('chat')
  })

  it('says when nothing matches', async () => {
    renderInRouter(() => <HelpCentrePage query="cruise ship" onQuery={() => undefined} />)
    expect(await screen.findByRole('heading', { name: 'No article matches "cruise ship"' })).toBeTruthy()
  })
})

describe('HelpArticlePage', () => {
  it('renders the article, counts "Was this helpful?" and sends a message to support', async () => {
    const votes: unknown[] = []
    const messages: unknown[] = []
    server.use(
      http.post('/api/help/articles/pdf-offer/feedback', async ({ request }) => {
        votes.push(await request.json())
        return HttpResponse.json({
          slug: 'pdf-offer',
          language: 'en',
          helpful: true,
          helpfulCount: 3,
          notHelpfulCount: 1,
        })
      }),
      http.post('/api/help/contact', async ({ request }) => {
        messages.push(await request.json())
        return HttpResponse.json({ id: 7 })
      }),
    )
    renderInRouter(() => <HelpArticlePage slug="pdf-offer" />)
    expect(await screen.findByRole('heading', { level: 1, name: 'The PDF offer' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Making an offer' })).toBeTruthy()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(crumbs).getByRole('link', { name: 'Help Centre' }).getAttribute('href')).toBe('/partner/help-centre')
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Thank you for your feedback.')).toBeTruthy()
    expect(votes).toEqual([{ helpful: true, language: 'en' }])
    expect(screen.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true')

    fireEvent.click(screen.getByRole('button', { name: 'Send to support' }))
    expect(await screen.findByText('Please enter a subject')).toBeTruthy()
    expect(screen.getByText('Please provide a message')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Logo' } })
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Where is my logo?' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send to support' }))
    await waitFor(() =>
      expect(messages).toEqual([
        { subject: 'Logo', message: 'Where is my logo?', language: 'en', article: 'pdf-offer' },
      ]),
    )
    expect(await screen.findByText(/The support team answers by e-mail/)).toBeTruthy()
  })
})
