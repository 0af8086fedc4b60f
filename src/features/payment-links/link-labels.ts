import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PaymentLinkKind, PaymentLinkState } from '#domain/payments/types.ts'

/** The words of payment links (docs/product/payments.md#payment-links), shared by the link page and the lead's list. */
export const LINK_STATE_LABELS: Record<PaymentLinkState, MessageDescriptor> = {
  open: msg`Open`,
  paid: msg`Paid`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
}

export const LINK_KIND_LABELS: Record<PaymentLinkKind, MessageDescriptor> = {
  prepayment: msg`Prepayment`,
  balance: msg`Balance`,
}
