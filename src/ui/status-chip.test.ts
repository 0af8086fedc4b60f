import { describe, expect, it } from 'vitest'
import { LEAD_STATUSES } from '#domain/leads/lead-status.ts'
import { LEAD_STATUS_LABELS, statusTone } from './status-chip.tsx'

describe('statusTone', () => {
  it.each([
    ['interest', 'interest'],
    ['requestedOption', 'requested'],
    ['requestedBooking', 'requested'],
    ['confirmedOption', 'confirmed'],
    ['confirmedBooking', 'confirmed'],
    ['declinedOption', 'closed'],
    ['declinedBooking', 'closed'],
    ['expiredOption', 'closed'],
    ['cancelledOption', 'closed'],
    ['cancelledBooking', 'closed'],
  ] as const)('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone)
  })

  it('every status has a label', () => {
    expect(Object.keys(LEAD_STATUS_LABELS).sort()).toEqual([...LEAD_STATUSES].sort())
  })
})
