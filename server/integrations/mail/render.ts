import type { mailOutbox } from '#server/db/schema.ts'

export type OutboxRow = typeof mailOutbox.$inferSelect

/** A plain-text e-mail, ready for nodemailer. */
export type RenderedMail = {
  from: string
  to: string
  replyTo?: string
  subject: string
  text: string
  /** stable per outbox row, so a receiver can drop the duplicate of a mail sent twice after a crash */
  messageId: string
  headers: Record<string, string>
}

/**
 * Renders an outbox row as a plain-text e-mail: subject, recipient and reply-to as stored, and a
 * readable body from the payload ("Label: value" lines, long texts as paragraphs). The known kinds
 * (contact, help-contact, enquiry, enquiry-confirmation, crash, internal) get their fields in a sensible order;
 * any other kind falls back to every payload field.
 */
export function renderMail(
  row: Pick<OutboxRow, 'id' | 'kind' | 'subject' | 'recipient' | 'replyTo' | 'payload' | 'createdAt'>,
  from: string,
): RenderedMail {
  const body = renderBody(row.kind, row.payload ?? {})
  const footer = `-- \nLDS outbox #${row.id} (${row.kind})`
  return {
    from,
    to: row.recipient,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    subject: oneLine(row.subject),
    text: `${body.trimEnd()}\n\n${footer}\n`,
    messageId: `<lds-outbox-${row.id}-${row.createdAt.getTime()}@${domainOf(from)}>`,
    headers: { 'X-LDS-Outbox-Id': String(row.id), 'X-LDS-Mail-Kind': oneLine(row.kind) },
  }
}

export function renderBody(kind: string, payload: Record<string, unknown>): string {
  switch (kind) {
    case 'enquiry-confirmation':
    case 'signup-verification':
    case 'signup-existing-account':
    case 'agency-invitation':
      // to the visitor (a guest's confirmation, a sign-up's link): written in their language when the row was stored
      return typeof payload.text === 'string' ? payload.text : fields(payload)
    case 'contact':
      return section('Contact form message', payload, ['name', 'email', 'phone', 'language'], ['message'])
    case 'enquiry':
      return enquiry(payload)
    case 'help-contact':
      return section('Help Centre message', payload, ['name', 'email', 'role', 'language', 'article'], ['message'])
    case 'crash':
      return section('Frontend crash report', payload, ['location', 'hasReloaded', 'user'], ['error'])
    case 'internal':
      return section('Internal message', payload, [], ['text', 'error'])
    default:
      return fields(payload, ['subject'])
  }
}

const SKIP = ['subject']

/** A title, the `first` fields, the remaining fields, then the `long` fields as paragraphs. */
function section(title: string, payload: Record<string, unknown>, first: string[], long: string[]): string {
  const head = fields(pick(payload, first))
  const rest = fields(payload, [...SKIP, ...first, ...long])
  const paragraphs = long
    .filter((key) => !isEmpty(payload[key]))
    .map((key) => `${label(key)}:\n${paragraph(payload[key])}`)
  return [title, head, rest, ...paragraphs].filter(Boolean).join('\n\n')
}

function enquiry(payload: Record<string, unknown>): string {
  const property = payload.propertyDetails as { _id?: unknown; name?: unknown; city?: unknown } | undefined
  const title = `${typeof payload.subject === 'string' ? oneLine(payload.subject) : 'Enquiry'}${payload.enquiryId ? ` (${String(payload.enquiryId)})` : ''}`
  const propertyLine =
    property && typeof property === 'object'
      ? `Property: ${[property.name, property.city].filter(Boolean).map(String).join(', ')}${property._id ? ` (${String(property._id)})` : ''}`
      : ''
  const longKeys = ['message', 'comments', 'remarks', 'notes']
  const rest = fields(payload, [...SKIP, 'enquiryId', 'propertyDetails', ...longKeys])
  const paragraphs = longKeys
    .filter((key) => !isEmpty(payload[key]))
    .map((key) => `${label(key)}:\n${paragraph(payload[key])}`)
  return [title, propertyLine, rest, ...paragraphs].filter(Boolean).join('\n\n')
}

/** "Label: value" lines for every non-empty field except `skip`, in the payload's order. */
function fields(payload: Record<string, unknown>, skip: string[] = []): string {
  return Object.entries(payload)
    .filter(([key, value]) => !skip.includes(key) && !isEmpty(value))
    .map(([key, value]) => line(label(key), value, ''))
    .join('\n')
}

function line(name: string, value: unknown, indent: string): string {
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
    return `${indent}${name}: ${value.map(scalar).join(', ')}`
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => !isEmpty(v))
    if (entries.length <= 12)
      return [`${indent}${name}:`, ...entries.map(([k, v]) => line(label(k), v, indent + '  '))].join('\n')
  }
  if (Array.isArray(value) || (value !== null && typeof value === 'object')) {
    return `${indent}${name}:\n${indentLines(JSON.stringify(value, null, 2), indent + '  ')}`
  }
  const text = scalar(value)
  return text.includes('\n') ? `${indent}${name}:\n${indentLines(text, indent + '  ')}` : `${indent}${name}: ${text}`
}

function paragraph(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  return JSON.stringify(value, null, 2) ?? String(value)
}

function scalar(value: unknown): string {
  if (value === true) return 'yes'
  if (value === false) return 'no'
  if (value === null || value === undefined) return '-'
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  return JSON.stringify(value) ?? String(value)
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

function pick(payload: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in payload).map((key) => [key, payload[key]]))
}

const LABELS: Record<string, string> = {
  email: 'E-mail',
  hasReloaded: 'Reloaded',
  _id: 'Id',
  enquiryId: 'Enquiry',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
}

/** `fullName` -> "Full name", `child_ages` -> "Child ages" */
export function label(key: string): string {
  if (LABELS[key]) return LABELS[key]
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : key
}

function indentLines(text: string, indent: string): string {
  return text
    .split('\n')
    .map((l) => indent + l)
    .join('\n')
}

/** header values never span lines (no header injection through a stored subject) */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim()
}

function domainOf(from: string): string {
  const address = /<([^<>]+)>/.exec(from)?.[1] ?? from
  const domain = address.split('@')[1]?.trim()
  return domain && /^[A-Za-z0-9.-]+$/.test(domain) ? domain : 'lds.invalid'
}
