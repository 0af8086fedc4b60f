import * as v from 'valibot'

/**
 * The range of PostgreSQL's `integer` (int4), the type of every integer column we store or filter
 * on: a number beyond it is a 400 at the edge, not a database error (docs/decisions/038-edge-validation.md).
 */
export const INT4_MAX = 2_147_483_647

/** A whole number in [min, max] that fits an integer column (max defaults to INT4_MAX). */
export function columnInt(min = 0, max = INT4_MAX) {
  return v.pipe(
    v.number('Expected a number'),
    v.integer('Expected a whole number'),
    v.minValue(min, `At least ${min}`),
    v.maxValue(Math.min(max, INT4_MAX), `At most ${Math.min(max, INT4_MAX)}`),
  )
}
