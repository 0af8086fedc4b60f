/**
 * Payment and cancellation policies of a rate as texts, in English and German
 * (docs/product/hotels.md#policy-texts). Pure data and functions: the client renders them in the
 * visitor's language, so both languages live here rather than in the message catalogues.
 */
import type { CancellationPeriod, Language, PaymentPolicy } from '../catalogue/types.ts'

type Texts = {
  percent: (n: number) => string
  /** when an instalment is due: 'N days / weeks prior to arrival', the day of arrival (0), the day prior (1) */
  before: (days: number) => string
  /** 'from …' of a cancellation period */
  from: (days: number) => string
  free: (days: number) => string
  fee: (percent: string, from: string, noShow: boolean) => string
  notRefundable: string
  deposit: (percent: string) => string
  creditCard: string
  totalAtBooking: string
  due: (percent: string, when: string) => string
  remainingOnArrival: (percent: string) => string
}

const formatNumber = (n: number, decimalComma: boolean) => {
  const text = String(Math.round(n * 100) / 100)
  return decimalComma ? text.replace('.', ',') : text
}

/** Days as weeks when they divide by 7, else as days. */
const span = (days: number, week: [string, string], day: [string, string]) =>
  days % 7 === 0 ? `${days / 7} ${days === 7 ? week[0] : week[1]}` : `${days} ${days === 1 ? day[0] : day[1]}`

const EN_SPAN = (d: number) => span(d, ['week', 'weeks'], ['day', 'days'])
const EN: Texts = {
  percent: (n) => `${formatNumber(n, false)}%`,
  before: (d) =>
    d === 0 ? 'on the day of arrival' : d === 1 ? 'on the day prior to arrival' : `${EN_SPAN(d)} prior to arrival`,
  from: (d) =>
    d === 0
      ? 'on the day of arrival'
      : d === 1
        ? 'from the day prior to arrival'
        : `from ${EN_SPAN(d)} prior to arrival`,
  free: (d) =>
    d === 0
      ? 'Free cancellation until the day prior to arrival'
      : `Free cancellation more than ${EN_SPAN(d)} prior to arrival`,
  fee: (p, from, noShow) =>
    `A cancellation fee of ${p} of the booking total applies ${from}${noShow ? ' and in case of no-show' : ''}`,
  notRefundable: 'The rate is not refundable.',
  deposit: (p) => `A deposit of ${p} is required`,
  creditCard: 'A credit card is required',
  totalAtBooking: 'The total is due at booking',
  due: (p, when) => `${p} is due ${when}`,
  remainingOnArrival: (p) => `The remaining ${p} is due on the day of arrival`,
}

const DE_SPAN = (d: number, dative: boolean) => span(d, ['Woche', 'Wochen'], ['Tag', dative ? 'Tagen' : 'Tage'])
const DE: Texts = {
  percent: (n) => `${formatNumber(n, true)} %`,
  before: (d) => (d === 0 ? 'am Anreisetag' : d === 1 ? 'am Tag vor Anreise' : `${DE_SPAN(d, false)} vor Anreise`),
  from: (d) => (d === 0 ? 'am Anreisetag' : d === 1 ? 'ab dem Tag vor Anreise' : `ab ${DE_SPAN(d, true)} vor Anreise`),
  free: (d) =>
    d === 0
      ? 'Kostenfreie Stornierung bis zum Tag vor Anreise'
      : `Kostenfreie Stornierung früher als ${DE_SPAN(d, false)} vor Anreise`,
  fee: (p, from, noShow) =>
    `Eine Stornogebühr von ${p} des Buchungsbetrags fällt ${from}${noShow ? ' sowie bei Nichtanreise' : ''} an`,
  notRefundable: 'Der Tarif ist nicht erstattungsfähig.',
  deposit: (p) => `Eine Anzahlung von ${p} ist erforderlich`,
  creditCard: 'Eine Kreditkarte ist erforderlich',
  totalAtBooking: 'Der Gesamtbetrag ist bei Buchung fällig',
  due: (p, when) => `${p} sind ${when} fällig`,
  remainingOnArrival: (p) => `Die restlichen ${p} sind am Anreisetag fällig`,
}

const TEXTS: Record<Language, Texts> = { en: EN, de: DE }

/** Cancellation periods from the earliest to the latest (most days prior to arrival first). */
function byDaysDescending(periods: readonly CancellationPeriod[]): CancellationPeriod[] {
  return [...periods].sort((a, b) => b.fromDaysPriorToArrival - a.fromDaysPriorToArrival)
}

/**
 * The cancellation policy as lines: a non-refundable rate says so; otherwise free cancellation
 * before the first period, then the fee of each period (percent of the booking total, from its
 * first day prior to arrival: 0 is the day of arrival, 1 the day prior), the last period also
 * covering a no-show. Weeks when the day count divides by 7, otherwise days.
 */
export function cancellationTexts(
  policy: { isRefundable: boolean; cancellationPeriods: readonly CancellationPeriod[] },
  language: Language,
): string[] {
  const t = TEXTS[language]
  if (!policy.isRefundable) return [t.notRefundable]
  const periods = byDaysDescending(policy.cancellationPeriods).filter((p) => p.feeInPercentOfBookingTotal > 0)
  if (!periods.length) return []
  const lines = [t.free(periods[0].fromDaysPriorToArrival)]
  periods.forEach((p, i) =>
    lines.push(
      t.fee(t.percent(p.feeInPercentOfBookingTotal), t.from(p.fromDaysPriorToArrival), i === periods.length - 1),
    ),
  )
  return lines
}

/**
 * The payment policy as lines: the deposit at booking ('A deposit of X% is required', or 'A credit
 * card is required' when there is none; a deposit of 100% means the total is due at booking), then
 * each instalment ('X% is due N days prior to arrival', X the step between cumulative
 * percentages), then what remains is due on the day of arrival.
 */
export function paymentTexts(policy: PaymentPolicy, language: Language): string[] {
  const t = TEXTS[language]
  const deposit = Math.max(0, Math.min(100, policy.depositPercentage))
  if (deposit >= 100) return [t.totalAtBooking]
  const lines = [deposit > 0 ? t.deposit(t.percent(deposit)) : t.creditCard]
  let paid = deposit
  const tranches = [...policy.tranches].sort((a, b) => b.daysPriorToArrival - a.daysPriorToArrival)
  for (const tranche of tranches) {
    const upTo = Math.min(100, tranche.cumulativePercentage)
    if (upTo <= paid) continue
    lines.push(t.due(t.percent(upTo - paid), t.before(tranche.daysPriorToArrival)))
    paid = upTo
  }
  if (paid < 100) lines.push(t.remainingOnArrival(t.percent(100 - paid)))
  return lines
}
