import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PaymentProfile } from '#domain/hotels/types.ts'

/**
 * Labels of hotel facts that several screens name (docs/product/hotels.md#search): hotel
 * categories and payment profiles, in the reader's language.
 */
const CATEGORIES: Record<string, MessageDescriptor> = {
  '4 Star': msg`4 Star`,
  '5 Star': msg`5 Star`,
  '5 Star Palace': msg`5 Star Palace`,
}

/** A hotel category; unknown values as they come. */
export function hotelCategoryLabel(category: string): MessageDescriptor | string {
  return CATEGORIES[category] ?? category
}

const PAYMENT_PROFILE_LABELS: Record<PaymentProfile, MessageDescriptor> = {
  ClientPays: msg`Client pays`,
  AgencyPaysStandAloneRate: msg`Agency card, stand-alone rate`,
  AgencyPaysPackageRate: msg`Agency card, package rate`,
  AgentPaysWithClientCardWithoutCVV: msg`Client card (without CVV)`,
}

/** A payment profile as an agent reads it. */
export function paymentProfileLabel(profile: PaymentProfile): MessageDescriptor {
  return PAYMENT_PROFILE_LABELS[profile]
}
