import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { setupMswServer } from '#test/msw-server.ts'
import { renderWithI18n } from '#test/render.tsx'
import { Toaster } from '#ui/toast/toaster.tsx'
import { ContactForm } from './contact-form.tsx'

const server = setupMswServer()

function renderForm(onSent = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  renderWithI18n(
    <QueryClientProvider client={client}>
      <ContactForm onSent={onSent} />
      <Toaster />
    </QueryClientProvider>,
  )
  return onSent
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('ContactForm', () => {
  it('shows the three messages next to the fields, checking only presence', async () => {
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Please enter your name')).toBeTruthy()
    expect(screen.getByText('Please enter your email address')).toBeTruthy()
    expect(screen.getByText('Please provide a message')).toBeTruthy()
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    fill('Email', 'not-an-address')
    await waitFor(() => expect(screen.queryByText('Please enter your email address')).toBeNull())
  })

  it('sends, says so, disables the button and tells the page', async () => {
    let body: unknown
    server.use(
      http.post('/api/mailer', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ ok: true, id: 7 }, { status: 202 })
      }),
    )
    const onSent = renderForm()
    fill('Name', ' Anna Meier ')
    fill('Email', 'anna@example.com')
    fill('Message', 'A chalet for ten, please.')
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    // the outcome is a toast in the app's toaster
    const toaster = screen.getByRole('status', { name: 'Notifications' })
    await waitFor(() => expect(toaster.textContent).toContain('Message sent successfully'))
    expect((screen.getByRole('button', { name: 'Sent' }) as HTMLButtonElement).disabled).toBe(true)
    expect(onSent).toHaveBeenCalledOnce()
    expect(body).toEqual({
      name: 'Anna Meier',
      email: 'anna@example.com',
      message: 'A chalet for ten, please.',
      subject: 'Contact form',
      language: 'en',
    })
  })

  it('keeps the text and says what to do when sending fails', async () => {
    server.use(http.post('/api/mailer', () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 })))
    const onSent = renderForm()
    fill('Name', 'Anna')
    fill('Email', 'anna@example.com')
    fill('Message', 'Hello')
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    const toaster = screen.getByRole('status', { name: 'Notifications' })
    await waitFor(() => expect(toaster.textContent).toContain('A problem occured. Please reach us via email or phone'))
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello')
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(false)
    expect(onSent).not.toHaveBeenCalled()
  })
})
