import * as v from 'valibot'

/** /onboarding?claim-membership-in-program-id={programId}: the program an affiliate's landing brings along. */
export const OnboardingSearchSchema = v.object({
  'claim-membership-in-program-id': v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' && /^[0-9a-f]{24}$/.test(value) ? value : undefined)),
    ),
  ),
})
export type OnboardingSearch = v.InferOutput<typeof OnboardingSearchSchema>
