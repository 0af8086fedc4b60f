import { act, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setupMswServer } from '#test/msw-server.ts'
import { renderWithI18n } from '#test/render.tsx'
import { AppErrorBoundary } from './app-error-boundary.tsx'
import { CHUNK_RELOAD_FLAG } from './crash-report.ts'
import { ErrorFallback } from './error-fallback.tsx'
import { installGlobalErrorHandlers } from './global-error-handlers.ts'
import { reloadPage } from '#lib/reload-page.ts'
import { NetworkError } from '#lib/api-errors.ts'

vi.mock('#lib/reload-page.ts', () => ({ reloadPage: vi.fn() }))

const server = setupMswServer()
let reports: Record<string, unknown>[] = []
let probes: RequestCache[] = []

beforeEach(() => {
  reports = []
  probes = []
  vi.mocked(reloadPage).mockClear()
  server.use(
    http.post('/api/mailer', async ({ request }) => {
      reports.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ ok: true })
    }),
    // the site answers unless a test says otherwise
    http.get('/api/health', ({ request }) => {
      probes.push(request.cache)
      return HttpResponse.json({ status: 'ok' })
    }),
  )
})

function chunkError() {
  return new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/index-abc.js')
}

describe('ErrorFallback', () => {
  it.each([
    ['its code', chunkError],
    ['its data (an API call without an answer)', () => new NetworkError('offline')],
  ])(
    'offline, a page whose %s was never saved says so: no crash report, no reload; back online it reloads',
    async (_, makeError) => {
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      try {
        renderWithI18n(<ErrorFallback error={makeError()} />)
        expect(screen.getByRole('heading', { name: 'You are offline' })).toBeTruthy()
        expect(screen.getByText(/has not been saved on this device yet/)).toBeTruthy()
        expect(screen.queryByText('Ooops')).toBeNull()
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
        expect(reports).toHaveLength(0)
        expect(reloadPage).not.toHaveBeenCalled()
        expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull()
        onLine.mockReturnValue(true)
        act(() => void window.dispatchEvent(new Event('online')))
        expect(reloadPage).toHaveBeenCalledOnce()
      } finally {
        onLine.mockRestore()
      }
    },
  )

  it('online, an API call without an answer is a crash like any other (reported, not called offline)', async () => {
    renderWithI18n(<ErrorFallback error={new NetworkError('offline')} />)
    expect(screen.getByRole('heading', { name: 'Ooops' })).toBeTruthy()
    await waitFor(() => expect(reports).toHaveLength(1))
  })

  it('shows the SPEC texts with expandable technical details', () => {
    renderWithI18n(<ErrorFallback error={new Error('Boom')} />)
    expect(screen.getByRole('heading', { name: 'Ooops' })).toBeTruthy()
    expect(screen.getByText('Unfortunately, a severe error occured.')).toBeTruthy()
    const details = screen.getByText('Technical details').closest('details')
    expect(details?.open).toBe(false)
    expect(details?.textContent).toContain('Error: Boom')
  })

  it('posts one crash report to /api/mailer', async () => {
    const error = new Error('Boom')
    const { rerender } = renderWithI18n(<ErrorFallback error={error} />)
    rerender(<ErrorFallback error={error} />)
    await waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]).toEqual({
      subject: 'Frontend Crashed',
      error: { name: 'Error', message: 'Boom', stack: error.stack },
      hasReloaded: false,
      location: window.location.href,
      user: null,
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(reports).toHaveLength(1)
    expect(reloadPage).not.toHaveBeenCalled()
  })

  it('reloads exactly once on a chunk-load failure instead of reporting', async () => {
    renderWithI18n(<ErrorFallback error={chunkError()} />)
    expect(reloadPage).toHaveBeenCalledOnce()
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe('true')
    expect(screen.queryByText('Ooops')).toBeNull()

    // after the reload the chunk still fails and the site answers: show the error and report it, no second reload
    renderWithI18n(<ErrorFallback error={chunkError()} />)
    expect(await screen.findByText('Ooops')).toBeTruthy()
    await waitFor(() => expect(reports).toHaveLength(1))
    expect(probes).toEqual(['no-store'])
    expect(reports[0]).toMatchObject({ hasReloaded: true, subject: 'Frontend Crashed' })
    expect(reloadPage).toHaveBeenCalledOnce()
  })

  it('does not reload again when the router already reloaded for the same module', async () => {
    const error = chunkError()
    sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1')
    renderWithI18n(<ErrorFallback error={error} />)
    expect(reloadPage).not.toHaveBeenCalled()
    expect(await screen.findByText('Ooops')).toBeTruthy()
    await waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]).toMatchObject({ hasReloaded: true })
  })

  // the probe's time-out is site-reachable.test.ts's; here the site gives no answer at all
  it('lie-fi: after the reload, a chunk that fails while the browser says online and the site does not answer is the offline page, not a crash', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true })
    server.use(http.get('/api/health', () => HttpResponse.error()))
    const error = chunkError()
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, 'true')
    try {
      renderWithI18n(<ErrorFallback error={error} />)
      // asking first: neither screen yet
      expect(screen.queryByText('Ooops')).toBeNull()
      expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy()
      expect(screen.queryByText('Unfortunately, a severe error occured.')).toBeNull()
      expect(reports).toHaveLength(0)
      expect(reloadPage).not.toHaveBeenCalled()
      // the site answers again (the browser never said it was offline): the page opens by itself
      server.use(http.get('/api/health', () => HttpResponse.json({ status: 'ok' })))
      await act(() => vi.advanceTimersByTimeAsync(10_000))
      await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce())
      expect(reports).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it("marks the router's flag when it reloads, so the router does not reload a second time", () => {
    const error = chunkError()
    renderWithI18n(<ErrorFallback error={error} />)
    expect(sessionStorage.getItem(`tanstack_router_reload:${error.message}`)).toBe('1')
  })

  it.each([
    ['ChunkLoadError', 'Loading chunk 42 failed.'],
    ['TypeError', 'error loading dynamically imported module'],
    ['TypeError', 'Importing a module script failed.'],
  ])('treats %s "%s" as a chunk failure', (name, message) => {
    const error = new Error(message)
    error.name = name
    renderWithI18n(<ErrorFallback error={error} />)
    expect(reloadPage).toHaveBeenCalledOnce()
  })
})

describe('installGlobalErrorHandlers', () => {
  it('reloads once for an unhandled chunk failure and reports other errors', async () => {
    const uninstall = installGlobalErrorHandlers()
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent
      Object.assign(event, { reason, promise: Promise.resolve() })
      window.dispatchEvent(event)
    }
    rejection(chunkError())
    expect(reloadPage).toHaveBeenCalledOnce()
    rejection(new Error('async boom'))
    await waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]).toMatchObject({ error: { message: 'async boom' } })
    uninstall()
  })
})

describe('AppErrorBoundary', () => {
  it('catches a render error and shows the fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    function Broken(): never {
      throw new Error('render failed')
    }
    renderWithI18n(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    )
    expect(screen.getByText('Unfortunately, a severe error occured.')).toBeTruthy()
    await waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]).toMatchObject({ error: { message: 'render failed' } })
  })
})
