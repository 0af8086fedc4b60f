/**
 * A hotel's rate plan as its team and our admins edit it (docs/product/extranet.md#rate-plans): the fields of SPEC
 * §3's Offer that come from the plan (rate name and description in English and German, payment profile, payment
 * and cancellation policies, commission level for partners, amenities) and the plan's own rules (meal plan, minimum
 * nights, on request, its price as a factor of the room's night). One schema for the form and the server.
 */
import * as v from 'valibot'
import type { CancellationPeriod, PaymentPolicy } from '../catalogue/types.ts'

/** The payment profiles a plan is sold under (SPEC §3); 'AgentPaysWithClientCardWithoutCVV' buys ClientPays plans. */
export const PLAN_PAYMENT_PROFILES = ['ClientPays', 'AgencyPaysStandAloneRate', 'AgencyPaysPackageRate'] as const
export type PlanPaymentProfile = (typeof PLAN_PAYMENT_PROFILES)[number]

/** What the rate includes to eat (the usual hotel board basis). */
export const MEAL_PLANS = ['roomOnly', 'breakfast', 'halfBoard', 'fullBoard', 'allInclusive'] as const
export type MealPlan = (typeof MEAL_PLANS)[number]

export const MAX_PERIODS = 10
export const MAX_DAYS = 730

export const RATE_PLAN_MESSAGES = {
  name: 'Please enter the rate name (at most 80 characters)',
  nameDe: 'Please use at most 80 characters',
  description: 'Please use at most 1000 characters',
  amenities: 'Please use at most 2000 characters',
  paymentProfile: 'Please choose a payment profile',
  mealPlan: 'Please choose a meal plan',
  minNights: 'Please enter the minimum nights: 1 to 99, in whole numbers',
  priceFactor: "Please enter the price as 10% to 500% of the room's nightly price",
  flag: 'Please send true or false',
  commission: 'Please enter a commission of 0% to 50%, or leave it blank for the hotel’s level',
  netCommission: 'Net rates carry no commission: please leave it blank',
  days: `Please enter 0 to ${MAX_DAYS} days, in whole numbers`,
  percent: 'Please enter 0% to 100%, in whole numbers',
  periods: `Please enter at most ${MAX_PERIODS} periods`,
  daysOrder: 'Each period must start fewer days before arrival than the one above it',
  feeOrder: 'A fee closer to arrival cannot be lower than the one above it',
  trancheOrder: 'Each instalment must bring the total higher than the one above it',
  trancheTotal: 'The last instalment must bring the total to 100%',
  depositTranches: 'A deposit of 100% is the whole amount: please remove the instalments',
  archived: 'Please send true or false',
} as const
const M = RATE_PLAN_MESSAGES

const whole = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message))
const text = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.maxLength(max, message))

const Name = v.object({
  en: v.pipe(v.string(M.name), v.trim(), v.minLength(1, M.name), v.maxLength(80, M.name)),
  de: v.optional(text(80, M.nameDe), ''),
})
const Localized = (max: number, message: string) =>
  v.object({ en: v.optional(text(max, message), ''), de: v.optional(text(max, message), '') })

const Cancellation = v.object({
  fromDaysPriorToArrival: whole(0, MAX_DAYS, M.days),
  feeInPercentOfBookingTotal: whole(0, 100, M.percent),
})
const Tranche = v.object({
  daysPriorToArrival: whole(0, MAX_DAYS, M.days),
  cumulativePercentage: whole(1, 100, M.percent),
})

/** The problems of cancellation periods, keyed by the field of the period they are said beside. */
export function cancellationProblems(periods: readonly CancellationPeriod[]): Record<string, string> {
  const errors: Record<string, string> = {}
  periods.forEach((p, i) => {
    const before = periods[i - 1]
    if (!before) return
    if (p.fromDaysPriorToArrival >= before.fromDaysPriorToArrival)
      errors[`cancellationPeriods.${i}.fromDaysPriorToArrival`] = M.daysOrder
    else if (p.feeInPercentOfBookingTotal < before.feeInPercentOfBookingTotal)
      errors[`cancellationPeriods.${i}.feeInPercentOfBookingTotal`] = M.feeOrder
  })
  return errors
}

/**
 * The problems of a payment policy: instalments from the earliest on, each later (fewer days before arrival) and
 * bringing the paid share higher than the deposit and the one before, the last to 100%; a deposit of 100% has none.
 */
export function paymentProblems(policy: PaymentPolicy): Record<string, string> {
  const errors: Record<string, string> = {}
  const { tranches, depositPercentage } = policy
  if (depositPercentage === 100 && tranches.length > 0) return { 'paymentPolicy.depositPercentage': M.depositTranches }
  tranches.forEach((t, i) => {
    const before = tranches[i - 1]
    const field = `paymentPolicy.tranches.${i}`
    if (before && t.daysPriorToArrival >= before.daysPriorToArrival) errors[`${field}.daysPriorToArrival`] = M.daysOrder
    else if (t.cumulativePercentage <= (before?.cumulativePercentage ?? depositPercentage))
      errors[`${field}.cumulativePercentage`] = M.trancheOrder
  })
  const last = tranches.at(-1)
  if (
    last &&
    last.cumulativePercentage !== 100 &&
    !errors[`paymentPolicy.tranches.${tranches.length - 1}.cumulativePercentage`]
  )
    errors[`paymentPolicy.tranches.${tranches.length - 1}.cumulativePercentage`] = M.trancheTotal
  return errors
}

/** Net rates (the agency pays) carry their margin in the price: a commission level is for ClientPays plans. */
export function commissionProblem(profile: PlanPaymentProfile, level: number | null): string | null {
  return level !== null && profile !== 'ClientPays' ? M.netCommission : null
}

/** Every rule across fields of a plan, keyed by field (empty: none). */
export function ratePlanProblems(plan: RatePlanFields): Record<string, string> {
  const commission = commissionProblem(plan.paymentProfile, plan.commissionLevel)
  return {
    ...cancellationProblems(plan.cancellationPeriods),
    ...paymentProblems(plan.paymentPolicy),
    ...(commission ? { commissionLevel: commission } : {}),
  }
}

const entries = {
  name: Name,
  description: Localized(1000, M.description),
  amenities: Localized(2000, M.amenities),
  paymentProfile: v.picklist(PLAN_PAYMENT_PROFILES, M.paymentProfile),
  mealPlan: v.picklist(MEAL_PLANS, M.mealPlan),
  minNights: whole(1, 99, M.minNights),
  isOnRequest: v.boolean(M.flag),
  isRefundable: v.boolean(M.flag),
  /** the plan's price per night: the room's nightly price times this (0.1 to 5, at most 2 decimals) */
  priceFactor: v.pipe(
    v.number(M.priceFactor),
    v.minValue(0.1, M.priceFactor),
    v.maxValue(5, M.priceFactor),
    v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, M.priceFactor),
  ),
  /** percent for partners; null: the hotel's own level (raised by its programs) */
  commissionLevel: v.nullable(whole(0, 50, M.commission)),
  cancellationPeriods: v.pipe(v.array(Cancellation, M.periods), v.maxLength(MAX_PERIODS, M.periods)),
  paymentPolicy: v.object({
    depositPercentage: whole(0, 100, M.percent),
    tranches: v.pipe(v.array(Tranche, M.periods), v.maxLength(MAX_PERIODS, M.periods)),
  }),
}

/** POST /api/extranet/hotels/{id}/rate-plans and the editor's form: every field. */
export const RatePlanSchema = v.object(entries)
export type RatePlanInput = v.InferInput<typeof RatePlanSchema>
export type RatePlanFields = v.InferOutput<typeof RatePlanSchema>

/** PATCH …/rate-plans/{ratePlanId}: any of the fields (the others stay), and `archived` to archive or restore. */
export const RatePlanPatchSchema = v.object({
  ...v.partial(RatePlanSchema).entries,
  archived: v.optional(v.boolean(M.archived)),
})
export type RatePlanPatch = v.InferOutput<typeof RatePlanPatchSchema>

/** A rate plan as the extranet answers it. */
export type EditableRatePlan = RatePlanFields & { id: string; archived: boolean }

/** GET …/rate-plans. */
export type RatePlansAnswer = { ratePlans: EditableRatePlan[] }

/** DELETE …/rate-plans/{id}: deleted when no saved interest names it, else archived (interests keep their copy). */
export type RatePlanDeleteAnswer = { deleted: true } | { archived: true; interests: number }

/** A new plan's fields, as the editor starts it. */
export const NEW_RATE_PLAN: RatePlanFields = {
  name: { en: '', de: '' },
  description: { en: '', de: '' },
  amenities: { en: '', de: '' },
  paymentProfile: 'ClientPays',
  mealPlan: 'roomOnly',
  minNights: 1,
  isOnRequest: false,
  isRefundable: true,
  priceFactor: 1,
  commissionLevel: null,
  cancellationPeriods: [],
  paymentPolicy: { depositPercentage: 0, tranches: [] },
}
