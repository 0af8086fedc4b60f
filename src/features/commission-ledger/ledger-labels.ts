import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { INTL_LOCALES } from '#domain/format/format-date.ts'
import type { LedgerCsvColumn } from '#domain/commission-ledger/ledger-csv.ts'
import type { LedgerState } from '#domain/commission-ledger/types.ts'

/** The ledger's words (docs/product/commission-ledger.md#screens). */
export const LEDGER_STATE_LABELS: Record<LedgerState, MessageDescriptor> = {
  expected: msg`Expected`,
  confirmed: msg`Confirmed`,
  paid: msg`Paid`,
  clawedBack: msg`Clawed back`,
}

export const LEDGER_CSV_HEADERS: Record<LedgerCsvColumn, MessageDescriptor> = {
  reference: msg`Reference`,
  agency: msg`Agency`,
  property: msg`Property`,
  client: msg`Client`,
  checkIn: msg`Check-in`,
  checkOut: msg`Check-out`,
  currency: msg`Currency`,
  total: msg`Total price`,
  commission: msg`Commission`,
  state: msg`State`,
  paid: msg`Paid`,
  clawedBack: msg`Clawed back`,
  confirmedAt: msg`Confirmed on`,
  paidAt: msg`Paid on`,
  cancelledAt: msg`Cancelled on`,
}

export function csvHeaders(i18n: I18n): Record<LedgerCsvColumn, string> {
  return Object.fromEntries(
    Object.entries(LEDGER_CSV_HEADERS).map(([column, descriptor]) => [column, i18n._(descriptor)]),
  ) as Record<LedgerCsvColumn, string>
}

/** 'January 2027' / 'Januar 2027' for a ledger month ('YYYY-MM'). */
export function monthLabel(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number)
  if (!year || !number) return month
  return new Intl.DateTimeFormat(INTL_LOCALES[locale === 'de' ? 'de' : 'en'], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)))
}
