import './status-chip.css'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { LeadStatus } from '#domain/leads/lead-status.ts'

/** The ten lead statuses as people read them (docs/product/leads.md#dashboards). */
export const LEAD_STATUS_LABELS: Record<LeadStatus, MessageDescriptor> = {
  interest: msg`Interest`,
  requestedOption: msg`Option requested`,
  confirmedOption: msg`Option confirmed`,
  declinedOption: msg`Option declined`,
  expiredOption: msg`Option expired`,
  cancelledOption: msg`Option cancelled`,
  requestedBooking: msg`Booking requested`,
  confirmedBooking: msg`Booking confirmed`,
  declinedBooking: msg`Booking declined`,
  cancelledBooking: msg`Booking cancelled`,
}

/**
 * How a status looks, in the brand's colours: an interest quiet, a request waiting (accent
 * outline), a confirmation in the main colour, a declined, expired or cancelled lead muted.
 */
export type StatusTone = 'interest' | 'requested' | 'confirmed' | 'closed'

export function statusTone(status: LeadStatus): StatusTone {
  if (status === 'interest') return 'interest'
  if (status.startsWith('requested')) return 'requested'
  if (status.startsWith('confirmed')) return 'confirmed'
  return 'closed'
}

/** A lead status chip (dashboards, the lead page, the PDF button's neighbours). */
export function StatusChip({ status }: { status: LeadStatus }) {
  const { t } = useLingui()
  return (
    <span className={`status-chip status-chip--${statusTone(status)}`} data-status={status}>
      {t(LEAD_STATUS_LABELS[status])}
    </span>
  )
}
