/**
 * Commission of the partner agency (docs/product/hotels.md#commission): the level a hotel pays an
 * agency, and the commission of a selection of offers.
 */
import type { ProgramMembership } from '../catalogue/types.ts'
import type { PaymentProfile } from './types.ts'

/** Rounds to 2 decimals, half away from zero (1.005 gives 1.01, not 1.00 as floating point would). */
export function round2(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 * (1 + Number.EPSILON) + Number.EPSILON)
  return (Math.sign(value) * cents) / 100 || 0
}

/**
 * The hotel's commission level for an agency, percent: the hotel's own level, raised to the
 * highest level of a program the hotel is a member of and the agency holds a confirmed
 * membership in (a membership the agency only claimed does not count yet).
 */
export function commissionLevelFor(
  hotelLevel: number,
  hotelPrograms: readonly { programId: string; commissionLevel: number }[],
  agencyMemberships: readonly ProgramMembership[],
): number {
  const confirmed = new Set(agencyMemberships.filter((m) => m.status === 'confirmed').map((m) => m.programId))
  let level = hotelLevel
  for (const p of hotelPrograms) if (confirmed.has(p.programId) && p.commissionLevel > level) level = p.commissionLevel
  return level
}

/**
 * The level of one rate plan: commission is paid on the rates the client pays (ClientPays plans);
 * the agency's net rates (stand-alone and package) carry their margin in the price: level 0.
 */
export function planCommissionLevel(planPaymentProfile: PaymentProfile, level: number): number {
  return planPaymentProfile === 'ClientPays' ? level : 0
}

/**
 * The level of one rate plan for an agency (docs/product/extranet.md#rate-plans): the plan's own level, when the
 * hotel set one, in place of the hotel's; raised by the agency's confirmed programs as the hotel's is; 0 on net rates.
 */
export function ratePlanLevelFor(
  plan: { paymentProfile: PaymentProfile; commissionLevel?: number | null },
  hotelLevel: number,
  hotelPrograms: readonly { programId: string; commissionLevel: number }[],
  agencyMemberships: readonly ProgramMembership[],
): number {
  const own = plan.commissionLevel ?? hotelLevel
  return planCommissionLevel(plan.paymentProfile, commissionLevelFor(own, hotelPrograms, agencyMemberships))
}

/**
 * Commission for the partner = sum of price total × commission level / 100, rounded to 2 decimals.
 * Null when a level is hidden (null: the theme shows no commission) or an offer has no price (on
 * request): the commission is known once every room has a price.
 */
export function commissionForPartner(
  offers: readonly { priceTotal?: number | null; commissionLevelForPartner: number | null }[],
): number | null {
  let sum = 0
  for (const o of offers) {
    if (o.commissionLevelForPartner === null || o.priceTotal === undefined || o.priceTotal === null) return null
    sum += (o.priceTotal * o.commissionLevelForPartner) / 100
  }
  return round2(sum)
}
