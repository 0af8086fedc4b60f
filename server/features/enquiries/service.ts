import * as v from 'valibot'
import { ENQUIRY_SUBJECT, PROPERTY_ENQUIRY_SUBJECT } from '#domain/contact/mailer-payload.ts'
import { generalEnquiryRequestSchemas, type GeneralEnquiryRequest } from '#domain/enquiry/general-enquiry.ts'
import { parseParts } from '#domain/enquiry/parse-parts.ts'
import { earliestAcceptedCheckIn, isValidPeriod } from '#domain/dates/period.ts'
import {
  PropertyEnquiryMetaSchema,
  propertyEnquiryRequestSchemas,
  type PropertyEnquiryRequest,
} from '#domain/enquiry/property-enquiry.ts'
import { IdempotencyKeyReusedError, NotFoundError, ValidationError } from '#server/lib/errors.ts'
import { fieldErrors } from '#server/lib/validate.ts'
import { enquiryMails } from './mails.ts'
import type { EnquiryRepository, NewEnquiry } from './repository.ts'
import { canonicalJson } from '#server/lib/canonical-json.ts'
import { checkIdempotencyKey } from '#server/lib/idempotency-key.ts'

/** A stored enquiry: its id, and whether an earlier request with the same Idempotency-Key stored it. */
export type StoredEnquiry = { id: string; replayed: boolean }

type Options = { teamAddress: string; now?: () => Date }

/**
 * Confirmation mails one address gets in 24 hours at most; later enquiries from it are stored and
 * answered as usual, without a confirmation (docs/decisions/043-throttling-and-proxy.md).
 */
const CONFIRMATIONS_PER_DAY = 3
const DAY_MS = 24 * 60 * 60_000

/**
 * Consumer enquiries (docs/product/enquiries.md#storage-and-mails): a general multi-step enquiry or a property enquiry.
 * Each is validated with the forms' own schemas, then stored with its mails in one transaction. An
 * `Idempotency-Key` makes a double submit store one enquiry and answer the same id again.
 */
export function createEnquiryService(repo: EnquiryRepository, opts: Options) {
  const now = opts.now ?? (() => new Date())

  async function mayConfirm(email: string): Promise<boolean> {
    return (await repo.confirmationsSince(email, new Date(now().getTime() - DAY_MS))) < CONFIRMATIONS_PER_DAY
  }

  async function store(
    row: NewEnquiry,
    mails: Parameters<EnquiryRepository['storeWithMails']>[1],
  ): Promise<StoredEnquiry> {
    const result = await repo.storeWithMails(row, mails)
    if (result.created) return { id: result.id, replayed: false }
    if (canonicalJson(result.existing.payload) !== canonicalJson(row.payload) || result.existing.kind !== row.kind) {
      throw new IdempotencyKeyReusedError('This Idempotency-Key was already used for a different enquiry')
    }
    return { id: result.existing.id, replayed: true }
  }

  async function propertyEnquiry(body: unknown, idempotencyKey: string | null): Promise<StoredEnquiry> {
    const meta = v.safeParse(PropertyEnquiryMetaSchema, body)
    const property = meta.success ? await repo.propertyForEnquiry(meta.output.propertyId) : null
    if (meta.success && !property) throw new NotFoundError('Property')
    const b = body as { checkIn?: unknown; checkOut?: unknown }
    const period = { checkIn: String(b.checkIn ?? ''), checkOut: String(b.checkOut ?? '') }
    const stays =
      property && isValidPeriod(period) ? await repo.staysOverlapping(property.id, period.checkIn, period.checkOut) : []
    const schemas = propertyEnquiryRequestSchemas({
      today: earliestAcceptedCheckIn(now()),
      stays,
      serviceLevels: property?.serviceLevels,
    })
    const parsed = parseParts<PropertyEnquiryRequest>(schemas, body)
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.issues))
    const e = parsed.output
    const details = { _id: property!.id, name: property!.name, city: property!.city }
    const { subject, propertyId, ...fields } = e
    void propertyId
    const payload = { ...fields, subject, period: { checkIn: e.checkIn, checkOut: e.checkOut } }
    const sendConfirmation = await mayConfirm(e.email)
    return store(
      {
        kind: 'property',
        propertyId: details._id,
        checkIn: e.checkIn,
        checkOut: e.checkOut,
        email: e.email,
        fullName: e.fullname,
        language: e.language,
        payload,
        idempotencyKey,
      },
      (id) =>
        enquiryMails({
          enquiryId: id,
          subject,
          teamAddress: opts.teamAddress,
          guest: { name: e.fullname, email: e.email, language: e.language },
          property: details,
          payload,
          sendConfirmation,
        }),
    )
  }

  async function generalEnquiry(body: unknown, idempotencyKey: string | null): Promise<StoredEnquiry> {
    const parsed = parseParts<GeneralEnquiryRequest>(generalEnquiryRequestSchemas(earliestAcceptedCheckIn(now())), body)
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.issues))
    const e = parsed.output
    const payload = { ...e } as Record<string, unknown>
    const sendConfirmation = await mayConfirm(e.email)
    return store(
      {
        kind: 'general',
        propertyId: null,
        checkIn: e.checkIn || null,
        checkOut: e.checkOut || null,
        email: e.email,
        fullName: e.name,
        language: e.language,
        payload,
        idempotencyKey,
      },
      (id) =>
        enquiryMails({
          enquiryId: id,
          subject: e.subject,
          teamAddress: opts.teamAddress,
          guest: { name: e.name, email: e.email, language: e.language },
          property: null,
          payload,
          sendConfirmation,
        }),
    )
  }

  return {
    /** Validates and stores an enquiry; the subject says which one it is. Throws ValidationError, NotFoundError (the property) or IdempotencyKeyReusedError. */
    async submit(body: unknown, idempotencyKey: string | null): Promise<StoredEnquiry> {
      checkIdempotencyKey(idempotencyKey)
      const subject = typeof body === 'object' && body !== null ? (body as { subject?: unknown }).subject : undefined
      if (subject === PROPERTY_ENQUIRY_SUBJECT) return propertyEnquiry(body, idempotencyKey)
      if (subject === ENQUIRY_SUBJECT) return generalEnquiry(body, idempotencyKey)
      throw new ValidationError({
        subject: `The subject must be '${ENQUIRY_SUBJECT}' or '${PROPERTY_ENQUIRY_SUBJECT}'`,
      })
    },
  }
}
export type EnquiryService = ReturnType<typeof createEnquiryService>
