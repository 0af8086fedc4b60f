import { toCsv } from '../format/csv.ts'
import type { LedgerEntryDto, LedgerState } from './types.ts'

export const LEDGER_CSV_COLUMNS = [
  'reference',
  'agency',
  'property',
  'client',
  'checkIn',
  'checkOut',
  'currency',
  'total',
  'commission',
  'state',
  'paid',
  'clawedBack',
  'confirmedAt',
  'paidAt',
  'cancelledAt',
] as const
export type LedgerCsvColumn = (typeof LEDGER_CSV_COLUMNS)[number]

/**
 * The ledger's entries as CSV (the export): the headers and state names in the reader's language, dates as ISO
 * (YYYY-MM-DD, what every spreadsheet reads), amounts as plain numbers with a dot.
 */
export function ledgerCsv(
  entries: readonly LedgerEntryDto[],
  headers: Record<LedgerCsvColumn, string>,
  stateLabel: (state: LedgerState) => string,
): string {
  const day = (iso: string | null) => iso?.slice(0, 10) ?? null
  return toCsv([
    LEDGER_CSV_COLUMNS.map((column) => headers[column]),
    ...entries.map((e) => [
      e.reference,
      e.agencyName,
      e.propertyName,
      e.clientName,
      e.checkIn,
      e.checkOut,
      e.currency,
      e.total,
      e.commission,
      stateLabel(e.state),
      e.paid,
      e.clawedBack,
      day(e.confirmedAt),
      day(e.paidAt),
      day(e.cancelledAt),
    ]),
  ])
}
