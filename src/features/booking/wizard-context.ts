import type { Property, Stay } from '#domain/catalogue/types.ts'
import type { LeadIntent, LeadStatus } from '#domain/leads/lead-status.ts'
import type { PaymentMethod } from '#domain/leads/payment-method.ts'
import type { MaskedCard } from '#domain/leads/types.ts'
import type { LeadFormConfig, WizardKind } from './booking-form.ts'
import type { CommissionLevels } from './booking-summary.ts'

/** What the property page hands to the booking and interest forms. */
export type LeadProperty = Pick<
  Property,
  '_id' | 'name' | 'city' | 'currency' | 'beds' | 'serviceLevels' | 'salesInformation'
>

/** What every step of the wizard reads. */
export type WizardContext = {
  kind: WizardKind
  intent: LeadIntent
  property: LeadProperty
  stays: readonly Stay[]
  /** the stays have arrived (before, no price is no reason for the toast) */
  staysLoaded: boolean
  config: LeadFormConfig
  /** null when the theme hides commission */
  commissionLevels: CommissionLevels | null
  /** the property's accepted methods */
  accepted: readonly PaymentMethod[]
  /** the period of the lead being changed (it may stay even if sold since) */
  keptPeriod: { checkInDate: string; checkOutDate: string } | null
  /** the card stored with the lead being changed */
  storedCard: MaskedCard | null
  /** the status the price-discount rule reads */
  discountStatus: LeadStatus | null
  maxPax: number
  today: string
}
