import * as v from 'valibot'
import { PAYMENT_LINK_KINDS } from './types.ts'

/** POST /api/leads/{leadId}/payment-links: which part of the booking's price the link asks for. */
export const PaymentLinkRequestSchema = v.strictObject(
  { kind: v.picklist(PAYMENT_LINK_KINDS, 'kind must be prepayment or balance') },
  'Only kind is accepted',
)
export type PaymentLinkRequest = v.InferOutput<typeof PaymentLinkRequestSchema>
