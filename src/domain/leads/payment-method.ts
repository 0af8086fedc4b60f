import type { PublicSalesInformation } from '../catalogue/types.ts'

export type PaymentMethod = 'creditCard' | 'bankTransfer'

/**
 * The payment method the booking wizard starts with (docs/product/leads.md#payment): credit card
 * when it is the only accepted method, or for the card-company (Amex) design when the property
 * accepts cards; otherwise bank transfer.
 */
export function defaultPaymentMethod(
  accepted: PublicSalesInformation['acceptedPaymentMethods'] | undefined,
  isCardCompanyDesign: boolean,
): PaymentMethod {
  const methods = accepted ?? []
  if (methods.length === 1 && methods[0] === 'creditCard') return 'creditCard'
  if (isCardCompanyDesign && methods.includes('creditCard')) return 'creditCard'
  return 'bankTransfer'
}
