import { fireEvent, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { InspirationPost } from '#domain/hotels/types.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { InspirationFeed } from './inspiration-feed.tsx'

const server = setupMswServer()

const LONG =
  'The first snow has arrived on the terrace, and with it the season of fondue by the fire. Our sommelier has chosen thirty wines from the valley for the winter list, and the spa opens its new outdoor pool with a view of the glacier. **Book early** for the holidays.'

const post = (id: string, markdown: string): InspirationPost => ({
  _id: id,
  media: [{ type: 'image', url: `posts/${id}.svg` }],
  hotel: {
    _id: '0123456789abcdef01234567',
    name: 'Hotel Alpenstern',
    category: '5 Star Palace',
    city: 'Courchevel',
    country: 'France',
  },
  markdown,
  createdAt: '2026-11-01T10:00:00.000Z',
})

describe('InspirationFeed', () => {
  it('shows each post with its hotel, category and place, the long text folded with See More / See Less', async () => {
    server.use(http.get('/api/inspirationnow', () => HttpResponse.json([post('a', LONG), post('b', 'A short note.')])))
    renderInRouter(() => <InspirationFeed hotelId={null} />)
    expect(await screen.findAllByRole('link', { name: 'Hotel Alpenstern' })).toHaveLength(2)
    expect(screen.getAllByText('Courchevel · France')).toHaveLength(2)
    expect(screen.getAllByRole('img', { name: '5 Star Palace' })).toHaveLength(2)
    expect(screen.getByText('A short note.')).toBeTruthy()
    // only the long post folds
    const more = screen.getByRole('button', { name: 'See More' })
    expect(screen.queryByText(/Book early/)).toBeNull()
    fireEvent.click(more)
    expect(screen.getByText('Book early')).toBeTruthy()
    expect(more.textContent).toBe('See Less')
    fireEvent.click(more)
    expect(screen.queryByText(/Book early/)).toBeNull()
  })

  it('asks for one hotel’s posts and names the hotel', async () => {
    let asked: string | null = null
    server.use(
      http.get('/api/inspirationnow', ({ request }) => {
        asked = new URL(request.url).searchParams.get('hotelId')
        return HttpResponse.json([post('a', 'Hello.')])
      }),
    )
    renderInRouter(() => <InspirationFeed hotelId="0123456789abcdef01234567" />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Inspiration from Hotel Alpenstern' })).toBeTruthy()
    expect(asked).toBe('0123456789abcdef01234567')
  })

  it('says when there are no posts, and when they could not be fetched', async () => {
    server.use(http.get('/api/inspirationnow', () => HttpResponse.json([])))
    const { unmount } = renderInRouter(() => <InspirationFeed hotelId={null} />)
    expect(await screen.findByText('No inspiration posts yet.')).toBeTruthy()
    unmount()
    server.use(http.get('/api/inspirationnow', () => HttpResponse.json({ message: 'boom' }, { status: 500 })))
    renderInRouter(() => <InspirationFeed hotelId={null} />)
    expect(await screen.findByText('Unfortunately, we could not fetch the inspiration posts.')).toBeTruthy()
  })
})
