import * as v from 'valibot'

/** The ids of our entities: 24 lowercase hex characters, shaped like a Mongo ObjectId. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/

/** Whether `value` can be an id at all; anything else cannot name a record, so no lookup is needed. */
export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value)
}

/** A payload's id field: `message` (e.g. 'Unknown id') for a value that is not a string or not an id. */
export function objectId(message = 'Unknown id') {
  return v.pipe(v.string(message), v.regex(OBJECT_ID_PATTERN, message))
}
