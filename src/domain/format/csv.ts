/**
 * CSV for spreadsheets (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled; lines end
 * with CRLF. A text field that starts like a formula (=, +, -, @, tab, carriage return) gets a leading apostrophe
 * so that a spreadsheet shows it instead of running it (OWASP's CSV injection advice); numbers stay numbers.
 */
export type CsvCell = string | number | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The rows (the header first) as one CSV text, with a byte-order mark so that spreadsheet apps read UTF-8. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}
