import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { NEW_RATE_PLAN } from '#domain/extranet/rate-plan.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderWithI18n } from '#test/render.tsx'
import { RatePlanForm } from './rate-plan-form.tsx'

const server = setupMswServer()
const HOTEL = 'a'.repeat(24)

describe('RatePlanForm, a new plan', () => {
  it('sends a retry of the same plan with the same Idempotency-Key, a changed plan with a new one, and keeps what was typed', async () => {
    const keys: (string | null)[] = []
    let answer = 500
    server.use(
      http.post(`/api/extranet/hotels/${HOTEL}/rate-plans`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'))
        return answer === 201
          ? HttpResponse.json({ ratePlan: { ...NEW_RATE_PLAN, id: 'b'.repeat(24), archived: false } }, { status: 201 })
          : HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })
      }),
    )
    const onSaved = vi.fn(async () => undefined)
    renderWithI18n(
      <RatePlanForm hotelId={HOTEL} plan={null} initial={NEW_RATE_PLAN} onSaved={onSaved} onCancel={() => undefined} />,
    )
    const name = screen.getByLabelText('Rate name (English)')
    fireEvent.change(name, { target: { value: 'Ski Week' } })
    const save = screen.getByRole('button', { name: 'Save the rate plan' })
    fireEvent.click(save)
    await waitFor(() => expect(keys).toHaveLength(1))
    await screen.findByText(/error/i)
    expect((name as HTMLInputElement).value).toBe('Ski Week')
    // the answer was lost: the same plan again, with the same key
    fireEvent.click(save)
    await waitFor(() => expect(keys).toHaveLength(2))
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,200}$/)
    expect(keys[1]).toBe(keys[0])
    // another plan: another key
    answer = 201
    fireEvent.change(name, { target: { value: 'Ski Week Plus' } })
    fireEvent.click(save)
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(keys[2]).not.toBe(keys[0])
  })
})
