/**
 * One valibot schema per payload of the stays of a property (docs/product/extranet.md#properties-and-stays), shared
 * by the form and the server: one stay (added or changed) and a season of weeks filled with one rate set.
 */
import * as v from 'valibot'
import { daysBetween, isIsoDate } from '../dates/iso-date.ts'
import { inOrder, isoDate } from '../dates/period.ts'
import { MAX_STAY_NIGHTS, STAY_MESSAGES as M, STAY_STATES } from './stays.ts'

const Rate = v.nullable(
  v.pipe(v.number(M.rate), v.integer(M.rate), v.minValue(0, M.rate), v.maxValue(10_000_000, M.rate)),
)
const Rates = v.pipe(
  v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(40)), Rate, M.rate),
  v.check((r) => Object.keys(r).length <= 10, M.level),
)
const State = v.picklist(STAY_STATES, M.state)

export const StaySchema = v.pipe(
  v.object({ checkIn: isoDate(M.checkIn), checkOut: isoDate(M.checkOut), state: State, rates: Rates }),
  v.forward(
    v.check((s) => !isIsoDate(s.checkIn) || !isIsoDate(s.checkOut) || inOrder(s.checkIn, s.checkOut), M.order),
    ['checkOut'],
  ),
  v.forward(
    v.check(
      (s) => !isIsoDate(s.checkIn) || !isIsoDate(s.checkOut) || daysBetween(s.checkIn, s.checkOut) <= MAX_STAY_NIGHTS,
      M.tooLong,
    ),
    ['checkOut'],
  ),
)
export type StayInput = v.InferOutput<typeof StaySchema>

export const SeasonSchema = v.pipe(
  v.object({
    from: isoDate(M.seasonFrom),
    to: isoDate(M.seasonTo),
    /** the check-in weekday: 0 Sunday .. 6 Saturday (default Saturday) */
    weekday: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)), 6),
    nights: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_STAY_NIGHTS)), 7),
    state: State,
    rates: Rates,
  }),
  v.forward(
    v.check((s) => !isIsoDate(s.from) || !isIsoDate(s.to) || s.to > s.from, M.seasonOrder),
    ['to'],
  ),
)
export type SeasonInput = v.InferOutput<typeof SeasonSchema>
