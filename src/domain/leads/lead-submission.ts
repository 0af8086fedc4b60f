/**
 * A property lead's body as the server's route checks it (docs/product/leads.md#api): the rules of
 * the lead forms' steps that need no database, applied to the whole payload
 * (docs/decisions/021-one-schema-for-form-and-server.md, docs/decisions/097-lead-rules-in-the-route.md).
 * Blank values are dropped first (blank-values.ts), then PropertyLeadPayloadSchema checks what every
 * step asks (the client's names, the period with check-out after check-in, pax from 1, the
 * disclaimer, the card), then the two step rules the payload schema leaves to the forms:
 * - the check-in not before `checkInFrom` (the details step's and the interest form's
 *   `checkInNotBefore`; the server passes its one day of leeway, `earliestAcceptedCheckIn`), left
 *   out (null) for a PATCH, whose unchanged check-in may have passed (the server's submission check);
 * - the client's nationality of an interest, which the property interest form requires.
 * The rules that need the property, the agency's theme or the stored lead stay in the server's
 * submission check (server/features/leads/submission.ts).
 */
import * as v from 'valibot'
import { isIsoDate } from '../dates/iso-date.ts'
import { dropBlankValues } from './blank-values.ts'
import { interestNationality } from './lead-client-rules.ts'
import { LEAD_MESSAGES, PropertyLeadPayloadSchema } from './lead-payload.ts'

/** The step rule "check-in not before today" of a date field (the form passes the visitor's today). */
export const checkInNotBefore = (today: string) =>
  v.check((checkIn: string) => !isIsoDate(checkIn) || checkIn >= today, LEAD_MESSAGES.checkInPast)

export function leadSubmissionSchema(opts: { checkInFrom: (() => string) | null }) {
  return v.pipe(
    v.unknown(),
    v.transform((body) => dropBlankValues(body ?? {})),
    PropertyLeadPayloadSchema,
    v.forward(
      v.check(
        (p) =>
          !opts.checkInFrom || v.is(v.pipe(v.string(), checkInNotBefore(opts.checkInFrom())), p.period.checkInDate),
        LEAD_MESSAGES.checkInPast,
      ),
      ['period', 'checkInDate'],
    ),
    v.forward(
      v.check(
        (p) => p.intent !== 'interest' || v.is(interestNationality(), p.client.nationality),
        LEAD_MESSAGES.nationality,
      ),
      ['client', 'nationality'],
    ),
  )
}
