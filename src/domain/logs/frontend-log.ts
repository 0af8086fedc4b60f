import * as v from 'valibot'
import { boundedJson } from '../validation/json-value.ts'
import { requiredText } from '../validation/required-text.ts'

/**
 * POST /api/frontendlogs: click tracking, tracking start, hotel searches
 * (docs/product/chrome-and-navigation.md#frontend-logs). A small entry: a message, a little
 * structured data and a session id; limits in docs/decisions/039-frontend-logs.md.
 */

/** The largest request body the endpoint reads (413 beyond). */
export const FRONTEND_LOG_MAX_BYTES = 4 * 1024

export const FrontendLogSchema = v.object({
  msg: requiredText('msg is required', 200),
  data: v.optional(boundedJson({ maxDepth: 4, maxEntries: 50, maxStringLength: 1000 })),
  sessionId: v.optional(
    v.pipe(
      v.string('sessionId must be text'),
      v.regex(/^[\w.:-]{1,100}$/, 'sessionId must be 1 to 100 letters, digits or . _ : -'),
    ),
  ),
  /** the tracker's id of the batch the entry came in: a batch sent again is stored once */
  batchId: v.optional(v.pipe(v.string('batchId must be a UUID'), v.uuid('batchId must be a UUID'))),
})
export type FrontendLog = v.InferOutput<typeof FrontendLogSchema>

/** The most entries one request may carry (the tracker's batches, docs/product/analytics.md). */
export const FRONTEND_LOG_MAX_BATCH = 20

export const MIXED_BATCH_MESSAGE = 'Every entry of a batch has the same batchId, or none has one'

/** A batch: a list of 1 to FRONTEND_LOG_MAX_BATCH entries, all of one batch id or all without. */
export const FrontendLogBatchSchema = v.pipe(
  v.array(FrontendLogSchema, 'Expected an entry or a list of entries'),
  v.minLength(1, 'At least 1 entry'),
  v.maxLength(FRONTEND_LOG_MAX_BATCH, `At most ${FRONTEND_LOG_MAX_BATCH} entries`),
  v.check((entries) => entries.every((e) => e.batchId === entries[0]!.batchId), MIXED_BATCH_MESSAGE),
)
