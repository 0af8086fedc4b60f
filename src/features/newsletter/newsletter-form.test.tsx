import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { setupMswServer } from '#test/msw-server.ts'
import { renderWithI18n } from '#test/render.tsx'
import { Toaster } from '#ui/toast/toaster.tsx'
import { NewsletterForm } from './newsletter-form.tsx'

const server = setupMswServer()

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  renderWithI18n(
    <QueryClientProvider client={client}>
      <NewsletterForm />
      <Toaster />
    </QueryClientProvider>,
  )
}

function fillValid() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lea Graf' } })
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lea@example.com' } })
  fireEvent.click(screen.getByRole('checkbox'))
}

describe('NewsletterForm', () => {
  it('asks for name, a valid e-mail and the privacy tick', async () => {
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Please enter your name')).toBeTruthy()
    expect(screen.getByText('Please enter your email address')).toBeTruthy()
    expect(screen.getByText('Please accept the privacy policy')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lea@' } })
    expect(await screen.findByText('Please enter your email address')).toBeTruthy()
  })

  it('signs up: positive text, button disabled', async () => {
    let body: unknown
    server.use(
      http.post('/api/newsletter/client', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ ok: true }, { status: 201 })
      }),
    )
    renderForm()
    fillValid()
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    // the outcome is a toast in the app's toaster
    const toaster = screen.getByRole('status', { name: 'Notifications' })
    await waitFor(() =>
      expect(toaster.textContent).toContain(
        'Success! We are seeing forward to provide the latest news about luxury skiing in the Alps.',
      ),
    )
    expect((screen.getByRole('button', { name: 'Subscribed' }) as HTMLButtonElement).disabled).toBe(true)
    expect(body).toEqual({ fullName: 'Lea Graf', email: 'lea@example.com', language: 'en' })
  })

  it('shows the negative text and lets the visitor try again', async () => {
    server.use(http.post('/api/newsletter/client', () => HttpResponse.error()))
    renderForm()
    fillValid()
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    const toaster = screen.getByRole('status', { name: 'Notifications' })
    await waitFor(() =>
      expect(toaster.textContent).toContain('Unfortunately, an error occured. Please reach us via phone or email.'),
    )
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false)
  })
})
