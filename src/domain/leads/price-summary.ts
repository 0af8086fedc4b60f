import type { PublicSalesInformation } from '../catalogue/types.ts'
import { dayNumber, addDays } from '../dates/iso-date.ts'
import { round2 } from '../hotels/commission.ts'
import {
  DEFAULT_PAYMENT_TERMS,
  DEFAULT_PREPAYMENT_RATIO,
  SECURITY_DEPOSIT_DAYS_BEFORE,
  creditCardFeeRatio,
} from '../properties/terms-text.ts'

export type PriceSummaryInput = {
  /** the stay's price for the service level (the property's currency) */
  subTotal: number
  currency: string
  checkInDate: string
  /** today, ISO (the server's or the browser's calendar day) */
  today: string
  isPaidByCreditCard: boolean
  salesInformation: Partial<PublicSalesInformation> | undefined
  /** the commission level in percent when the caller sees commission, else null */
  commissionLevel: number | null
}

/** The booking summary (docs/product/leads.md#price-summary); every amount rounded to 2 decimals. */
export type PriceSummary = {
  currency: string
  subTotal: number
  creditCardFeeRatio: number
  /** 0 when paid by bank transfer */
  creditCardFeeTotal: number
  total: number
  /** due at booking */
  prepayment: number
  /** the rest, due `finalPaymentDueDate`; 0 when everything is due at booking */
  finalPayment: number
  finalPaymentDueDate: string | null
  /** amount 0 or missing type: 'to be announced' */
  securityDeposit: { amount: number; type: 'cashed' | 'blocked' | null; dueDate: string }
  commission: number | null
}

const ratio = (r: unknown, fallback: number) =>
  typeof r === 'number' && Number.isFinite(r) && r >= 0 && r <= 1 ? r : fallback

/**
 * Prepayment, final payment, security deposit, card fee and total of a booking. The prepayment
 * ratio defaults to 35%; the final payment is due at the earliest payment term (default 84 days
 * before check-in); when that day is today or past, the whole total is due at booking. The card fee
 * (default 3%) applies to the subtotal when paying by card. Commission = subTotal × level / 100.
 */
export function priceSummary(input: PriceSummaryInput): PriceSummary {
  const si = input.salesInformation
  const subTotal = round2(input.subTotal)
  const feeRatio = creditCardFeeRatio(si)
  const creditCardFeeTotal = input.isPaidByCreditCard ? round2(subTotal * feeRatio) : 0
  const total = round2(subTotal + creditCardFeeTotal)
  const terms = si?.paymentTerms?.length ? si.paymentTerms : DEFAULT_PAYMENT_TERMS
  const finalDays = Math.max(...terms.map((t) => t.daysBeforeCheckIn))
  const finalPaymentDueDate = addDays(input.checkInDate, -finalDays)
  const dueNow = dayNumber(finalPaymentDueDate) <= dayNumber(input.today)
  const prepaymentRatio = ratio(si?.prepaymentRatio, DEFAULT_PREPAYMENT_RATIO)
  const prepayment = dueNow || prepaymentRatio >= 1 ? total : round2(total * prepaymentRatio)
  const depositAmount = typeof si?.securityDeposit === 'number' && si.securityDeposit > 0 ? si.securityDeposit : 0
  return {
    currency: input.currency,
    subTotal,
    creditCardFeeRatio: feeRatio,
    creditCardFeeTotal,
    total,
    prepayment,
    finalPayment: round2(total - prepayment),
    finalPaymentDueDate: prepayment === total ? null : finalPaymentDueDate,
    securityDeposit: {
      amount: depositAmount,
      type: depositAmount > 0 ? (si?.securityDepositType ?? null) : null,
      dueDate: addDays(input.checkInDate, -SECURITY_DEPOSIT_DAYS_BEFORE),
    },
    commission: input.commissionLevel === null ? null : round2((subTotal * input.commissionLevel) / 100),
  }
}
