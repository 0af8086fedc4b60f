import type { Context } from 'hono'

const NUMBER = /^-?\d+(\.\d+)?$/

/** A query text as a number when it is one; anything else stays text, so the schema names the field. */
const asNumber = (text: string) => (NUMBER.test(text.trim()) ? Number(text) : text)

/**
 * The query of a room request with numbers and arrays as the schemas expect them
 * (docs/product/api.md: numbers arrive as text, arrays repeat the key): `numbers` are coerced,
 * `arrays` collect every value of their key (`childrenAges=4&childrenAges=9`; one value is a list
 * of one). Empty values are left out, so a schema's default applies.
 */
export function coercedQuery(c: Context, opts: { numbers: readonly string[]; arrays: readonly string[] }) {
  const all = c.req.queries()
  const out: Record<string, unknown> = {}
  for (const [key, values] of Object.entries(all)) {
    const present = values.filter((value) => value !== '')
    if (opts.arrays.includes(key)) out[key] = present.map(asNumber)
    else if (present.length) out[key] = opts.numbers.includes(key) ? asNumber(present[0]!) : present[0]
  }
  return out
}
