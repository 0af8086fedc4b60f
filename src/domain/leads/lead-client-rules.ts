/**
 * The client rules every lead form shares (docs/product/leads.md#booking-wizard, #property-interest;
 * docs/product/hotels.md#save-interest): the client's names as the lead payload's own client schema
 * checks them, the nationality where the form asks for it, the booking (TLS…) and client (CC…)
 * references where the agency theme requires them, and the card membership for card-company themes
 * and lifestyle agents. The booking wizard and the interest forms build their step schemas from these
 * entries, and the server checks the same theme rules (server/features/leads/theme-rules.ts).
 */
import * as v from 'valibot'
import type { Brand } from '../brand/brand-types.ts'
import { withPrefix } from '../hotels/reference-prefix.ts'
import { CARD_MEMBER_OPTIONS } from '../hotels/types.ts'
import { optionalText, requiredText } from '../validation/required-text.ts'
import { LEAD_MESSAGES, LeadClientSchema } from './lead-payload.ts'

/** What the agency theme and the user make of a lead form's client. */
export type LeadClientRules = {
  bookingReference: { isRequired: boolean }
  clientReference: { isRequired: boolean }
  /** the card-member field shows, and is required */
  cardMember: boolean
}

/** Roles that serve card members. */
export const CARD_MEMBER_ROLES: ReadonlySet<string> = new Set(['amex_lifestyleAgent'])

/** The card-member field shows for the card company's roles, or when the theme serves card members (the company matches the card brand). */
export function servesCardMembers(role: string | null | undefined, brand: Pick<Brand, 'cardBrand'>): boolean {
  return (role !== null && role !== undefined && CARD_MEMBER_ROLES.has(role)) || Boolean(brand.cardBrand)
}

/** A reference: at most 60 characters; a required one needs more than its prefix (`message` otherwise). */
export function referenceRule(prefix: 'TLS' | 'CC', required: boolean, message: string) {
  const base = optionalText(60)
  if (!required) return base
  return v.pipe(
    base,
    v.check((value: string) => withPrefix(prefix, value) !== null, message),
  )
}

/**
 * The client's nationality where the form asks for it: the property interest form, and so every interest.
 * A function, not a module-level constant: this module is shared by chunks that import each other
 * (the chat's enquiry, the lead forms), and a top-level read of LEAD_MESSAGES can run before it exists.
 */
export function interestNationality() {
  return requiredText(LEAD_MESSAGES.nationality, 60)
}

/** The client entries of a lead form's schema (with the property interest form's nationality: `nationalityRequired`). */
export function leadClientEntries(rules: LeadClientRules, { nationalityRequired }: { nationalityRequired: boolean }) {
  return {
    firstName: LeadClientSchema.entries.firstName,
    lastName: LeadClientSchema.entries.lastName,
    nationality: nationalityRequired ? interestNationality() : optionalText(60),
    tls: referenceRule('TLS', rules.bookingReference.isRequired, LEAD_MESSAGES.bookingReference),
    cc: referenceRule('CC', rules.clientReference.isRequired, LEAD_MESSAGES.clientReference),
    amexCardMember: rules.cardMember ? v.picklist(CARD_MEMBER_OPTIONS, 'Required') : v.string(),
  }
}
