import * as v from 'valibot'

/** `?fast-lane` (any value, usually empty) and `?affiliateId` of the sign-up landings. */
export const SignupSearchSchema = v.object({
  'fast-lane': v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value === undefined || value === false ? undefined : true)),
    ),
  ),
  affiliateId: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' ? value : undefined)),
    ),
  ),
})
export type SignupSearch = v.InferOutput<typeof SignupSearchSchema>
