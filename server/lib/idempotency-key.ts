import { ValidationError } from './errors.ts'

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/
export const IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key header must be 1 to 200 visible ASCII characters'

/**
 * The Idempotency-Key header of a create (docs/product/api.md): none is fine; one that is not 1 to 200 visible
 * ASCII characters is a ValidationError (400) on the header's name. The one check of every create that takes a key.
 */
export function checkIdempotencyKey(key: string | null): void {
  if (key !== null && !IDEMPOTENCY_KEY.test(key))
    throw new ValidationError({ 'Idempotency-Key': IDEMPOTENCY_KEY_MESSAGE })
}
