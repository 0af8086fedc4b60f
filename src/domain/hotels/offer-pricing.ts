/**
 * The offers engine's pricing rules (docs/product/hotels.md#offers): which rate plans serve a
 * payment profile, and whether and at what price a plan makes an offer for a room's nights.
 */
import type { CancellationPeriod, PaymentPolicy, RoomBed } from '../catalogue/types.ts'
import { round2 } from './commission.ts'
import { maxInfantAge, occupancyProblem, type AgePolicyRules, type Occupancy } from './occupancy.ts'
import type { MealPlan } from '../extranet/rate-plan.ts'
import type { OfferReason, PaymentProfile } from './types.ts'

/**
 * One night of a room's inventory, with its restrictions (docs/product/extranet.md#restrictions): closed to arrival
 * (no stay begins this night), closed to departure (no stay checks out this day), the minimum stay of a stay
 * beginning this night (absent or null: none).
 */
export type Night = {
  date: string
  available: number
  price: number | null
  closed: boolean
  closedToArrival?: boolean
  closedToDeparture?: boolean
  minStay?: number | null
}

export type RatePlan = {
  id: string
  name: string
  description: string
  paymentProfile: PaymentProfile
  priceFactor: number
  isRefundable: boolean
  isOnRequest: boolean
  minNights: number
  cancellationPeriods: CancellationPeriod[]
  paymentPolicy: PaymentPolicy
  amenitiesMarkdown: string | null
  /** the plan's German texts (blank: the English one) and its own rules (docs/product/extranet.md#rate-plans) */
  nameDe?: string
  descriptionDe?: string
  amenitiesMarkdownDe?: string | null
  mealPlan?: MealPlan
  /** percent for partners on this plan; null or absent: the hotel's own level */
  commissionLevel?: number | null
}

/** Share of the nightly room price a child above the infant age pays (infants stay free). */
const CHILD_PRICE_SHARE = 0.25

/**
 * The plans a payment profile is offered: the client pays the ClientPays rates (also when the
 * agent pays with the client's card without CVV: the rate is the client's); an agency paying
 * gets its own net rates, stand-alone or package.
 */
export function plansForProfile<P extends { paymentProfile: string }>(
  plans: readonly P[],
  profile: PaymentProfile,
): P[] {
  const served = profile === 'AgentPaysWithClientCardWithoutCVV' ? 'ClientPays' : profile
  return plans.filter((p) => p.paymentProfile === served)
}

/**
 * Why the room's nights give no offer at all, whatever the plan: a night closed or missing from
 * the inventory ('closed'), fewer rooms left than requested on a night ('soldOut').
 */
export function nightsProblem(nights: readonly Night[], nightCount: number, quantity: number): OfferReason | null {
  if (nights.length < nightCount || nights.some((n) => n.closed)) return 'closed'
  if (nights.some((n) => n.available < quantity)) return 'soldOut'
  return null
}

/** The smallest availability over the nights (0 when a night is closed or missing). */
export function maxAvailableQuantity(nights: readonly Night[], nightCount: number): number {
  if (nights.length < nightCount || nightCount === 0) return 0
  let min = Infinity
  for (const n of nights) min = Math.min(min, n.closed ? 0 : n.available)
  return Math.max(0, min)
}

/** The room-price multiplier of the guests: 1 plus a share per child above the infant age (an unknown age pays). */
export function guestFactor(occupancy: Occupancy, agePolicy: AgePolicyRules): number {
  const infant = maxInfantAge(agePolicy)
  let paying = 0
  for (let i = 0; i < occupancy.numChildren; i++) {
    const age = occupancy.childrenAges[i]
    if (age === undefined || age > infant) paying++
  }
  return 1 + paying * CHILD_PRICE_SHARE
}

/**
 * Why a stay's restrictions refuse it: its check-in night is closed to arrival or its check-out day closed to
 * departure ('closed'), or it is shorter than the check-in night's minimum stay or the plan's minimum nights
 * ('minimumStay'); null when none does.
 */
export function stayRestrictionProblem(
  arrival: Night | undefined,
  departure: Night | undefined,
  nightCount: number,
  planMinNights: number,
): OfferReason | null {
  if (arrival?.closedToArrival || departure?.closedToDeparture) return 'closed'
  if (nightCount < Math.max(planMinNights, arrival?.minStay ?? 0)) return 'minimumStay'
  return null
}

export type PlanPrice = {
  /** absent: on request (the plan is on request, or a night has no price) */
  priceTotal?: number
  /** the mean nightly price, 2 decimals; also for an on-request plan whose nights are priced (indicative); null: a night has no price */
  averageNightlyPrice: number | null
}

/**
 * The price of a plan over the nights: each night's price × the plan's factor × the guests'
 * factor, summed and rounded to 2 decimals; the average is the total over the nights, 2 decimals.
 */
export function planPrice(plan: RatePlan, nights: readonly Night[], factor: number): PlanPrice {
  let sum = 0
  for (const n of nights) {
    if (n.price === null) return { averageNightlyPrice: null }
    sum += n.price * plan.priceFactor * factor
  }
  const total = round2(sum)
  const averageNightlyPrice = nights.length ? round2(total / nights.length) : null
  return plan.isOnRequest ? { averageNightlyPrice } : { priceTotal: total, averageNightlyPrice }
}

export type RoomRequestContext = {
  beds: readonly RoomBed[]
  agePolicy: AgePolicyRules
  occupancy: Occupancy
  /** the nights of the period, check-in to the night before check-out, in date order */
  nights: readonly Night[]
  /** how many nights the period has */
  nightCount: number
  /** rooms requested of this type */
  quantity: number
  /** the check-out day's night (its closed-to-departure), when it has a row */
  departure?: Night | undefined
}

export type PlanEvaluation = ({ ok: true } & PlanPrice) | { ok: false; reason: OfferReason }

/**
 * Whether a plan makes an offer for the request, checked in this order: the guests fit the room
 * ('occupancy'), every night is open ('closed') and has enough rooms left ('soldOut'), the stay
 * is as long as the plan's minimum ('minimumStay'); then its price.
 */
export function evaluatePlan(plan: RatePlan, request: RoomRequestContext): PlanEvaluation {
  if (occupancyProblem(request.beds, request.occupancy, request.agePolicy)) return { ok: false, reason: 'occupancy' }
  const problem = nightsProblem(request.nights, request.nightCount, request.quantity)
  if (problem) return { ok: false, reason: problem }
  const restricted = stayRestrictionProblem(request.nights[0], request.departure, request.nightCount, plan.minNights)
  if (restricted) return { ok: false, reason: restricted }
  return { ok: true, ...planPrice(plan, request.nights, guestFactor(request.occupancy, request.agePolicy)) }
}

/** The reasons in the order they explain a room without offers: the guests first, the plans' own rules last. */
const REASON_ORDER: readonly OfferReason[] = ['occupancy', 'closed', 'soldOut', 'minimumStay', 'noRate']

/** The reason a room has no offer: 'noRate' without plans for the profile, else the first of the plans' reasons. */
export function roomReason(reasons: readonly OfferReason[]): OfferReason {
  for (const r of REASON_ORDER) if (reasons.includes(r)) return r
  return 'noRate'
}
