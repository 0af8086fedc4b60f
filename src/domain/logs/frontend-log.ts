import * as v from 'valibot'

/** POST /api/frontendlogs: click tracking, tracking start, hotel searches (SPEC.md §7). */
export const FrontendLogSchema = v.object({
  msg: v.pipe(v.string('msg is required'), v.trim(), v.nonEmpty('msg is required'), v.maxLength(200)),
  data: v.optional(v.unknown()),
  sessionId: v.optional(v.pipe(v.string(), v.maxLength(100))),
})
export type FrontendLog = v.InferOutput<typeof FrontendLogSchema>
