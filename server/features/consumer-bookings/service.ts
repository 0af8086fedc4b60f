import { randomInt } from 'node:crypto'
import * as v from 'valibot'
import { isValidPeriod, earliestAcceptedCheckIn } from '#domain/dates/period.ts'
import { utcToday } from '#domain/dates/iso-date.ts'
import {
  CONSUMER_BOOKING_MESSAGES as M,
  ConsumerBookingLookupSchema,
  acceptsOnlineBooking,
  consumerBookingSchema,
  type ConsumerBooking,
} from '#domain/leads/consumer-booking.ts'
import { consumerBookingQuote, consumerPriceSummary } from '#domain/leads/consumer-booking-quote.ts'
import { ConflictError, IdempotencyKeyReusedError, NotFoundError, ValidationError } from '#server/lib/errors.ts'
import { fieldErrors } from '#server/lib/validate.ts'
import { consumerBookingMails } from './mails.ts'
import type { ConsumerBookingRepository } from './repository.ts'
import { canonicalJson } from '#server/lib/canonical-json.ts'
import { WeeksSoldError } from '#server/db/week-holds.ts'
import { checkIdempotencyKey } from '#server/lib/idempotency-key.ts'
import { asSeenBy } from '#domain/leads/week-hold.ts'

/** A stored booking request: its id and reference, and whether an earlier request with the same key stored it. */
export type StoredConsumerBooking = { id: string; reference: string; replayed: boolean }

/** Reference letters without 0/O and 1/I, read out on the phone. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const newReference = () =>
  `WEB-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`

type Options = {
  teamAddress: string
  /** after a booking took its weeks: the storefront's caches and index follow (server/app.ts) */
  onWeeksChanged?: () => Promise<unknown>
  now?: () => Date
}

/**
 * Consumer bookings on the consumer brand (docs/product/leads.md#consumer-booking). The property must
 * take bookings online (409 otherwise); the request is checked with the form's own schema against
 * the property and its stays (400 with field messages: a sold period, no price, too many travelers);
 * the server computes the price summary itself and stores the request as a lead without an agency,
 * status requestedBooking, with its weeks taken (sold), the guest's confirmation and the operator's
 * notification in one transaction; a week sold meanwhile is the sold period's 400, as the check before
 * (docs/decisions/143-bookings-take-their-weeks.md). An Idempotency-Key makes a double submit store one booking.
 */
export function createConsumerBookingService(repo: ConsumerBookingRepository, opts: Options) {
  const now = opts.now ?? (() => new Date())

  return {
    /** Throws ValidationError, NotFoundError (the property), ConflictError (not bookable online) or IdempotencyKeyReusedError. */
    async submit(body: unknown, idempotencyKey: string | null): Promise<StoredConsumerBooking> {
      checkIdempotencyKey(idempotencyKey)
      const lookup = v.safeParse(ConsumerBookingLookupSchema, body)
      if (!lookup.success) throw new ValidationError(fieldErrors(lookup.issues))
      const property = await repo.property(lookup.output.propertyId)
      if (!property) throw new NotFoundError('Property')
      if (!acceptsOnlineBooking(property)) throw new ConflictError(M.notBookable)
      const b = body as { checkIn?: unknown; checkOut?: unknown }
      const period = { checkIn: String(b.checkIn ?? ''), checkOut: String(b.checkOut ?? '') }
      const read = isValidPeriod(period)
        ? await repo.staysOverlapping(property.id, period.checkIn, period.checkOut)
        : []
      // a replay's weeks are sold to its first request: it is checked as that one was (the key is looked up
      // after the stays, so a first request that committed before they were read is found)
      const earlier = idempotencyKey ? await repo.byIdempotencyKey(idempotencyKey) : null
      const stays = asSeenBy(read, earlier?.id)
      const bookable = {
        beds: { adults: property.bedsAdults, children: property.bedsChildren },
        petsAllowed: property.petsAllowed,
        serviceLevels: property.serviceLevels,
        salesInformation: property.salesInformation,
      }
      const parsed = v.safeParse(
        consumerBookingSchema({ today: earliestAcceptedCheckIn(now()), stays, property: bookable }),
        body,
      )
      if (!parsed.success) throw new ValidationError(fieldErrors(parsed.issues))
      const booking: ConsumerBooking = parsed.output
      const quote = consumerBookingQuote({ stays, period, serviceLevel: booking.serviceLevel })
      // the schema checked that there is a price; this keeps the types honest
      if (quote.price === null) throw new ValidationError({ price: M.noPrice })
      const summary = consumerPriceSummary({
        price: quote.price,
        currency: property.currency,
        checkIn: booking.checkIn,
        today: utcToday(now()),
        paymentMethod: booking.paymentMethod,
        salesInformation: property.salesInformation,
      })
      const { propertyId, ...request } = booking
      void propertyId
      const reference = newReference()
      const details = {
        kind: 'consumerBooking',
        request,
        priceSummary: summary,
        operator: { _id: property.operatorId, name: property.operator },
      }
      const result = await refusingSold(() =>
        repo.store(
          {
            reference,
            propertyId: property.id,
            status: 'requestedBooking',
            checkIn: booking.checkIn,
            checkOut: booking.checkOut,
            serviceLevel: booking.serviceLevel,
            client: { firstName: booking.firstName, lastName: booking.lastName },
            partner: {},
            details,
            idempotencyKey,
          },
          (id) =>
            consumerBookingMails({
              leadId: id,
              reference,
              teamAddress: opts.teamAddress,
              guest: {
                firstName: booking.firstName,
                lastName: booking.lastName,
                email: booking.email,
                language: booking.language,
              },
              property: { _id: property.id, name: property.name, city: property.city, operator: property.operator },
              period: { checkIn: booking.checkIn, checkOut: booking.checkOut },
              serviceLevel: booking.serviceLevel,
              pax: booking.pax,
              paymentMethod: booking.paymentMethod,
              summary,
              request,
            }),
        ),
      )
      if (result.created) {
        if (result.weeksChanged) await opts.onWeeksChanged?.()
        return { id: result.id, reference, replayed: false }
      }
      const stored = result.existing
      if (
        stored.propertyId !== property.id ||
        canonicalJson((stored.details as { request?: unknown }).request) !== canonicalJson(request)
      ) {
        throw new IdempotencyKeyReusedError('This Idempotency-Key was already used for a different booking')
      }
      return { id: stored.id, reference: stored.reference, replayed: true }
    },
  }
}
/** A booking whose week was sold meanwhile answers as the schema's check does (400, the sold text at the check-in). */
async function refusingSold<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (error instanceof WeeksSoldError) throw new ValidationError({ checkIn: M.periodSold })
    throw error
  }
}

export type ConsumerBookingService = ReturnType<typeof createConsumerBookingService>
