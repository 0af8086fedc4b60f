// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LeadIntent } from '#domain/leads/lead-status.ts'
import { useStartedIntent } from './use-started-intent.ts'

type Props = { leadId: string | null; current: LeadIntent | null }

describe('useStartedIntent', () => {
  it('keeps the intent the wizard started with when the refetched lead would give another', () => {
    const { result, rerender } = renderHook(({ leadId, current }: Props) => useStartedIntent(leadId, current), {
      initialProps: { leadId: 'lead-1', current: 'booking' } as Props,
    })
    expect(result.current).toBe('booking')
    // after the send the lead is confirmedBooking: intentFor would now say changeRequest
    rerender({ leadId: 'lead-1', current: 'changeRequest' })
    expect(result.current).toBe('booking')
  })

  it('waits for the lead (null), then takes its intent', () => {
    const { result, rerender } = renderHook(({ leadId, current }: Props) => useStartedIntent(leadId, current), {
      initialProps: { leadId: 'lead-1', current: null } as Props,
    })
    expect(result.current).toBeNull()
    rerender({ leadId: 'lead-1', current: 'changeRequest' })
    expect(result.current).toBe('changeRequest')
  })

  it('starts again for another lead', () => {
    const { result, rerender } = renderHook(({ leadId, current }: Props) => useStartedIntent(leadId, current), {
      initialProps: { leadId: 'lead-1', current: 'booking' } as Props,
    })
    rerender({ leadId: 'lead-2', current: 'changeRequest' })
    expect(result.current).toBe('changeRequest')
    rerender({ leadId: 'lead-2', current: 'booking' })
    expect(result.current).toBe('changeRequest')
  })
})
