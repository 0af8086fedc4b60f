/**
 * The terms texts of a property page (docs/product/property-pages.md#terms) in English and German: payment,
 * cancellation, security deposit and credit card fee, from the property's salesInformation (or the defaults when
 * it is missing). Day counts read as weeks when they divide by 7; 0 = the day of arrival, 1 = the
 * day prior. Plain strings, the UI only lays them out.
 */
import type { CancellationTerm, Language, PaymentTerm, SalesInformation } from '../catalogue/types.ts'
import { formatNumber } from '../format/format-number.ts'
import { formatPrice } from '../format/format-price.ts'

export const DEFAULT_CREDIT_CARD_FEE_RATIO = 0.03
export const DEFAULT_PREPAYMENT_RATIO = 0.35
/** full payment 84 days (12 weeks) before check-in */
export const DEFAULT_PAYMENT_TERMS: PaymentTerm[] = [{ daysBeforeCheckIn: 84, paymentRatio: 0.65 }]
/** up to 84 days before check-in 65% refund (35% kept), otherwise 100% invoiced */
export const DEFAULT_CANCELLATION_TERMS: CancellationTerm[] = [
  { daysBeforeCheckIn: 84, refundRatio: 0.65 },
  { daysBeforeCheckIn: 0, refundRatio: 0 },
]
export const SECURITY_DEPOSIT_DAYS_BEFORE = 14

export type TermsTexts = { payment: string[]; cancellation: string[]; deposit: string[]; creditCardFee: string }
type Terms = Partial<
  Pick<
    SalesInformation,
    | 'prepaymentRatio'
    | 'paymentTerms'
    | 'cancellationTerms'
    | 'creditCardFeeRatio'
    | 'securityDeposit'
    | 'securityDepositType'
  >
>

/**
 * A ratio as percent, at most 2 decimals: 0.325 → '32,5%' (comma
 * decimals, docs/product/language-and-formatting.md#percentages).
 */
export function percent(ratio: number): string {
  return `${formatNumber(Math.round(ratio * 10_000) / 100)}%`
}

/** '12 weeks' / '30 days' / '1 week' / '1 day' (German: Wochen, Tage). */
export function dayCount(days: number, lang: Language): string {
  const weeks = days > 0 && days % 7 === 0
  const n = weeks ? days / 7 : days
  if (lang === 'de') return weeks ? `${n} ${n === 1 ? 'Woche' : 'Wochen'}` : `${n} ${n === 1 ? 'Tag' : 'Tage'}`
  return weeks ? `${n} ${n === 1 ? 'week' : 'weeks'}` : `${n} ${n === 1 ? 'day' : 'days'}`
}

/** When, relative to arrival: 'on the day of arrival', 'on the day prior to arrival', '12 weeks prior to arrival'. */
function when(days: number, lang: Language): string {
  if (lang === 'de')
    return days <= 0 ? 'am Anreisetag' : days === 1 ? 'am Vortag der Anreise' : `${dayCount(days, lang)} vor Anreise`
  return days <= 0
    ? 'on the day of arrival'
    : days === 1
      ? 'on the day prior to arrival'
      : `${dayCount(days, lang)} prior to arrival`
}

/** Cancellation period end: 'up to the day of arrival', 'up to 12 weeks prior to arrival'. */
function upTo(days: number, lang: Language): string {
  if (lang === 'de')
    return days <= 0
      ? 'bis zum Anreisetag'
      : days === 1
        ? 'bis zum Vortag der Anreise'
        : `bis ${dayCount(days, lang)} vor Anreise`
  return days <= 0
    ? 'up to the day of arrival'
    : days === 1
      ? 'up to the day prior to arrival'
      : `up to ${dayCount(days, lang)} prior to arrival`
}

const validRatio = (r: unknown): r is number => typeof r === 'number' && Number.isFinite(r) && r >= 0 && r <= 1

export function creditCardFeeRatio(si: Terms | undefined): number {
  const r = si?.creditCardFeeRatio
  return validRatio(r) && r > 0 && r < 1 ? r : DEFAULT_CREDIT_CARD_FEE_RATIO
}

export function paymentTexts(si: Terms | undefined, lang: Language): string[] {
  const prepayment = validRatio(si?.prepaymentRatio) ? si.prepaymentRatio : DEFAULT_PREPAYMENT_RATIO
  const de = lang === 'de'
  if (prepayment >= 1) return [de ? 'Der Gesamtbetrag ist bei Buchung fällig' : 'The total amount is due at booking']
  const lines = [
    prepayment > 0
      ? de
        ? `Eine Anzahlung von ${percent(prepayment)} ist erforderlich`
        : `A deposit of ${percent(prepayment)} is required`
      : de
        ? 'Eine Kreditkarte ist erforderlich'
        : 'A credit card is required',
  ]
  const given = (si?.paymentTerms ?? []).filter((t) => validRatio(t.paymentRatio) && t.daysBeforeCheckIn >= 0)
  const terms = (given.length ? given : DEFAULT_PAYMENT_TERMS)
    .slice()
    .sort((a, b) => b.daysBeforeCheckIn - a.daysBeforeCheckIn)
  terms.forEach((t, i) => {
    if (i === terms.length - 1) {
      lines.push(
        de
          ? `Der volle Betrag wird ${when(t.daysBeforeCheckIn, lang)} abgebucht`
          : `The full amount is debited ${when(t.daysBeforeCheckIn, lang)}`,
      )
    } else {
      lines.push(
        de
          ? `${percent(t.paymentRatio)} sind ${when(t.daysBeforeCheckIn, lang)} fällig`
          : `${percent(t.paymentRatio)} is due ${when(t.daysBeforeCheckIn, lang)}`,
      )
    }
  })
  return lines
}

export function cancellationTexts(si: Terms | undefined, lang: Language): string[] {
  const de = lang === 'de'
  const given = (si?.cancellationTerms ?? []).filter((t) => validRatio(t.refundRatio) && t.daysBeforeCheckIn >= 0)
  const terms = (given.length ? given : DEFAULT_CANCELLATION_TERMS)
    .slice()
    .sort((a, b) => b.daysBeforeCheckIn - a.daysBeforeCheckIn)
  const total = de ? 'des Buchungsbetrags' : 'of the booking total'
  const lines = terms.map((t, i) => {
    const fee = `${percent(1 - t.refundRatio)} ${total}`
    const noShow =
      i === terms.length - 1 && t.daysBeforeCheckIn <= 0
        ? de
          ? ' und bei Nichterscheinen'
          : ' and in case of no-show'
        : ''
    return de
      ? `Stornierung ${upTo(t.daysBeforeCheckIn, lang)}${noShow}: ${fee}`
      : `Cancellation ${upTo(t.daysBeforeCheckIn, lang)}${noShow}: ${fee}`
  })
  const last = terms[terms.length - 1]!
  if (last.daysBeforeCheckIn > 0) {
    lines.push(
      de
        ? `Spätere Stornierung und bei Nichterscheinen: 100% ${total}`
        : `Later cancellation and in case of no-show: 100% ${total}`,
    )
  }
  return lines
}

export function depositTexts(si: Terms | undefined, lang: Language, currency = 'EUR'): string[] {
  const de = lang === 'de'
  const amount = si?.securityDeposit
  const weeks = when(SECURITY_DEPOSIT_DAYS_BEFORE, lang)
  if (typeof amount !== 'number' || !(amount > 0)) {
    return [de ? 'Die Höhe der Kaution wird noch bekannt gegeben' : 'The security deposit is to be announced']
  }
  const price = formatPrice(amount, currency)
  if (si?.securityDepositType === 'cashed') {
    return de
      ? [
          `Eine Kaution von ${price} wird ${weeks} eingezogen`,
          'Sie wird nach der Abreise erstattet, abzüglich etwaiger Schäden',
        ]
      : [`A security deposit of ${price} is cashed ${weeks}`, 'It is refunded after departure, less any damage']
  }
  return de
    ? [
        `Eine Kaution von ${price} wird ${weeks} auf Ihrer Kreditkarte blockiert`,
        'Die Blockierung wird nach der Abreise aufgehoben',
      ]
    : [
        `A security deposit of ${price} is blocked on your credit card ${weeks}`,
        'The block is released after departure',
      ]
}

export function creditCardFeeText(si: Terms | undefined, lang: Language): string {
  const fee = percent(creditCardFeeRatio(si))
  return lang === 'de'
    ? `Bei Zahlung mit Kreditkarte wird eine Gebühr von ${fee} berechnet`
    : `A credit card fee of ${fee} applies to payments by credit card`
}

/** Every terms text of a property in one language. `currency` is the property's, for the deposit amount. */
export function termsTexts(salesInformation: Terms | undefined | null, lang: Language, currency = 'EUR'): TermsTexts {
  const si = salesInformation ?? undefined
  return {
    payment: paymentTexts(si, lang),
    cancellation: cancellationTexts(si, lang),
    deposit: depositTexts(si, lang, currency),
    creditCardFee: creditCardFeeText(si, lang),
  }
}
