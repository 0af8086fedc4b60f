/**
 * The extranet's CSV import (docs/product/extranet.md#csv-import): the same data as an ARI message's lines, one change
 * per row. Pure: turns the text into raw ARI lines (checked afterwards by `AriLineSchema`, as the feed's) and the
 * rows' own errors (an unknown column value), each with its line number in the file.
 */

import * as v from 'valibot'

const CSV_TEXT = 'Please paste or upload a CSV of at most 200,000 characters'

/** The columns, in the header's words; `room` is the room's id or its exact name. */
export const CSV_COLUMNS = [
  'room',
  'from',
  'to',
  'weekdays',
  'price',
  'rooms_to_sell',
  'stop_sell',
  'cta',
  'ctd',
  'min_stay',
] as const
/** POST /api/extranet/hotels/{hotelId}/csv-import's body: the CSV's text (at most 200,000 characters). */
export const CsvImportSchema = v.object({
  csv: v.pipe(v.string(CSV_TEXT), v.minLength(1, CSV_TEXT), v.maxLength(200_000, CSV_TEXT)),
})
export type CsvColumn = (typeof CSV_COLUMNS)[number]

export const CSV_MESSAGES = {
  empty: 'Please paste or upload a CSV with a header row and at least one row',
  header: `The first row must name the columns: ${CSV_COLUMNS.join(', ')} (room, from and to are needed)`,
  tooMany: 'Please import at most 1000 rows at once',
  flag: 'Please write yes or no (or leave it blank to keep)',
  weekdays: 'Please write weekdays as numbers 1 (Monday) to 7 (Sunday), separated by spaces',
  number: 'Please write a whole number (or leave it blank to keep)',
  quote: 'A quoted value is not closed on this row',
} as const
const M = CSV_MESSAGES

export type CsvRow = {
  /** the row's line number in the file (the header is line 1) */
  line: number
  /** the room as written (an id or a name) */
  room: string
  /** the ARI line, roomId still as written */
  update: Record<string, unknown>
}
export type CsvParse = { rows: CsvRow[]; errors: { line: number; field: string; message: string }[]; message?: string }

/** Splits one row by the delimiter, with "quoted" values ("" a quote inside); null when a quote is not closed. */
function cells(row: string, delimiter: string): string[] | null {
  const out: string[] = []
  let cur = ''
  let quoted = false
  for (let i = 0; i < row.length; i++) {
    const ch = row[i]!
    if (quoted) {
      if (ch === '"' && row[i + 1] === '"') {
        cur += '"'
        i++
      } else if (ch === '"') quoted = false
      else cur += ch
    } else if (ch === '"') quoted = true
    else if (ch === delimiter) {
      out.push(cur)
      cur = ''
    } else cur += ch
  }
  if (quoted) return null
  out.push(cur)
  return out.map((c) => c.trim())
}

const FLAGS: Record<string, boolean> = {
  yes: true,
  no: false,
  true: true,
  false: false,
  '1': true,
  '0': false,
  ja: true,
  nein: false,
}
const flag = (text: string) => FLAGS[text.toLowerCase()]
/** A whole number as written (1234 or 1,234 or 1.234 are 1234); undefined when it is not one. */
const whole = (text: string) =>
  /^\d{1,3}([.,' ]?\d{3})*$|^\d+$/.test(text) ? Number(text.replace(/[.,' ]/g, '')) : undefined

/** Parses a CSV of changes: comma or semicolon separated (as the header row is), any column order, blank keeps. */
export function parseChangesCsv(text: string): CsvParse {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const headerAt = lines.findIndex((l) => l.trim() !== '')
  if (headerAt < 0) return { rows: [], errors: [], message: M.empty }
  const header = lines[headerAt]!
  const delimiter = header.split(';').length > header.split(',').length ? ';' : ','
  const names = (cells(header, delimiter) ?? []).map((n) => n.toLowerCase().replace(/[\s-]+/g, '_'))
  const index = new Map<CsvColumn, number>()
  for (const [i, n] of names.entries()) if ((CSV_COLUMNS as readonly string[]).includes(n)) index.set(n as CsvColumn, i)
  if (!index.has('room') || !index.has('from') || !index.has('to') || index.size !== names.filter(Boolean).length)
    return { rows: [], errors: [], message: M.header }
  const rows: CsvRow[] = []
  const errors: CsvParse['errors'] = []
  for (let i = headerAt + 1; i < lines.length; i++) {
    const raw = lines[i]!
    if (raw.trim() === '') continue
    const line = i + 1
    const values = cells(raw, delimiter)
    if (!values) {
      errors.push({ line, field: 'row', message: M.quote })
      continue
    }
    const get = (c: CsvColumn) => {
      const at = index.get(c)
      return at === undefined ? '' : (values[at] ?? '')
    }
    const update: Record<string, unknown> = { roomId: get('room'), from: get('from'), to: get('to') }
    const wrong = (field: string, message: string) => errors.push({ line, field, message })
    const days = get('weekdays')
    if (days) {
      const list = days.split(/[\s|/]+/).filter(Boolean)
      if (list.every((d) => /^[1-7]$/.test(d))) update.weekdays = [...new Set(list.map(Number))].sort()
      else wrong('weekdays', M.weekdays)
    }
    const price = get('price')
    if (/^(on request|auf anfrage)$/i.test(price)) update.price = null
    else if (price) update.price = whole(price) ?? price
    const available = get('rooms_to_sell')
    if (available) update.available = whole(available) ?? available
    for (const [column, field] of [
      ['stop_sell', 'stopSell'],
      ['cta', 'closedToArrival'],
      ['ctd', 'closedToDeparture'],
    ] as const) {
      const value = get(column)
      if (!value) continue
      const parsed = flag(value)
      if (parsed === undefined) wrong(field, M.flag)
      else update[field] = parsed
    }
    const minStay = get('min_stay')
    if (/^(none|keine)$/i.test(minStay)) update.minStay = null
    else if (minStay) update.minStay = whole(minStay) ?? minStay
    rows.push({ line, room: get('room'), update })
  }
  if (rows.length + errors.length === 0) return { rows: [], errors: [], message: M.empty }
  if (rows.length > 1000) return { rows: [], errors: [], message: M.tooMany }
  return { rows, errors }
}
