import * as v from 'valibot'
import { requiredText } from '../validation/required-text.ts'

/**
 * POST /api/frontendlogs: click tracking, tracking start, hotel
 * searches (docs/product/chrome-and-navigation.md#frontend-logs).
 */
export const FrontendLogSchema = v.object({
  msg: requiredText('msg is required', 200),
  data: v.optional(v.unknown()),
  sessionId: v.optional(v.pipe(v.string(), v.maxLength(100))),
})
export type FrontendLog = v.InferOutput<typeof FrontendLogSchema>
