import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { useStepForm } from './use-step-form.ts'

type Values = { name: string; nights: string }
const schema = v.object({
  name: v.pipe(v.string(), v.minLength(1, 'Name please')),
  nights: v.number('No price for these nights'),
})

function Step({ onValid, withBody }: { onValid: (values: Values) => void; withBody: boolean }) {
  const { form, ref, onSubmit } = useStepForm<Values>({
    initial: { name: '', nights: '' },
    schema,
    // the schema reads the body: nights as a number, none when empty
    toBody: withBody
      ? (values) => ({ name: values.name, nights: values.nights ? Number(values.nights) : undefined })
      : undefined,
    onValid,
    focusFallback: '#summary',
  })
  return (
    <form ref={ref} onSubmit={onSubmit}>
      <form.Field name="name">
        {(field) => (
          <input
            aria-label="Name"
            aria-invalid={field.state.meta.errors.length > 0}
            value={field.state.value}
            onChange={(event) => field.handleChange(event.target.value)}
          />
        )}
      </form.Field>
      <form.Field name="nights">
        {(field) => (
          <input
            aria-label="Nights"
            value={field.state.value}
            onChange={(event) => field.handleChange(event.target.value)}
          />
        )}
      </form.Field>
      <h2 id="summary" tabIndex={-1}>
        Summary
      </h2>
      <button type="submit">Proceed</button>
    </form>
  )
}

describe('useStepForm', () => {
  it('focuses the first invalid field after an invalid Proceed, and sends nothing', async () => {
    const onValid = vi.fn()
    render(<Step onValid={onValid} withBody />)
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')))
    expect(onValid).not.toHaveBeenCalled()
  })

  it('checks the body made from the values, and focuses the fallback when no field is marked invalid', async () => {
    const onValid = vi.fn()
    render(<Step onValid={onValid} withBody />)
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } })
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Summary' })))
    expect(onValid).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('Nights'), { target: { value: '7' } })
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }))
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Anna', nights: '7' }))
  })
})
