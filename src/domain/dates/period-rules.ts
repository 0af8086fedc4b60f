/**
 * The rules of a period entered in a form, with their one set of messages (check-out after
 * check-in is period.ts's one rule): used by the property
 * search filter, the general enquiry and the property enquiry, on the client and at the server edge
 * (docs/product/storefront-search.md, docs/product/enquiries.md). A date that is not given is '' or
 * undefined; the fields themselves check that a given date is a real calendar date, so each rule
 * only runs once its fields are valid (valibot's partialCheck).
 */
import * as v from 'valibot'
import { isIsoDate } from './iso-date.ts'
import { CHECK_OUT_AFTER_CHECK_IN, checkOutAfterCheckIn } from './period.ts'

/** English source texts: the UI translates them (src/lib/messages/period-messages.ts). */
export const PERIOD_MESSAGES = {
  checkInRequired: 'Please enter the check in date',
  checkOutRequired: 'Please enter the check out date',
  checkInPast: 'The check in date cannot be in the past',
  checkOutAfterCheckIn: CHECK_OUT_AFTER_CHECK_IN,
} as const

/** The fields the rules read: ISO dates, '' or undefined when not given. */
export type PeriodFields = { checkIn?: string | undefined; checkOut?: string | undefined }

type Both = [['checkIn'], ['checkOut']]

/** A rule passes its input through unchanged, so it keeps the type of the schema it follows. */
type PeriodRule<TInput> = v.BaseValidation<TInput, TInput, v.BaseIssue<unknown>>

/**
 * The four rules, to spread into a `v.pipe` after the object schema; each message lands on the
 * field it concerns: one date without the other, check-in before `today()` (the earliest check-in
 * the caller accepts), check-out not after check-in. `TInput` is the output of that object schema:
 * `v.pipe(Obj, ...periodRules<v.InferOutput<typeof Obj>>({ today }))`.
 */
export function periodRules<TInput extends PeriodFields & Record<string, unknown>>(opts: {
  today: () => string
}): [PeriodRule<TInput>, PeriodRule<TInput>, PeriodRule<TInput>, PeriodRule<TInput>] {
  const rules = [
    v.forward(
      v.partialCheck<PeriodFields, Both, PeriodFields, string>(
        [['checkIn'], ['checkOut']],
        (f: PeriodFields) => !!f.checkIn || !f.checkOut,
        PERIOD_MESSAGES.checkInRequired,
      ),
      ['checkIn'],
    ),
    v.forward(
      v.partialCheck<PeriodFields, Both, PeriodFields, string>(
        [['checkIn'], ['checkOut']],
        (f: PeriodFields) => !!f.checkOut || !f.checkIn,
        PERIOD_MESSAGES.checkOutRequired,
      ),
      ['checkOut'],
    ),
    v.forward(
      v.partialCheck<PeriodFields, [['checkIn']], PeriodFields, string>(
        [['checkIn']],
        (f: PeriodFields) => !isIsoDate(f.checkIn) || f.checkIn >= opts.today(),
        PERIOD_MESSAGES.checkInPast,
      ),
      ['checkIn'],
    ),
    checkOutAfterCheckIn<PeriodFields>('short'),
  ]
  // the actions are built on PeriodFields; at run time they only read the two fields of any TInput
  return rules as unknown as [PeriodRule<TInput>, PeriodRule<TInput>, PeriodRule<TInput>, PeriodRule<TInput>]
}
