/**
 * The agency theme's rules of a lead, checked again on the server (docs/product/leads.md#payload):
 * required booking and client references, and the card-member field for card-company themes and
 * lifestyle agents.
 */
import { DEFAULT_BRAND } from '#domain/brand/brand.ts'
import { resolveBrand, themeShowsCommission } from '#domain/brand/resolve-brand.ts'
import { CARD_MEMBER_ROLES } from '#domain/leads/lead-client-rules.ts'
import { LEAD_MESSAGES, type PropertyLeadPayload } from '#domain/leads/lead-payload.ts'
import type { FieldErrors } from '#server/lib/errors.ts'

export type ThemeFacts = { company: string | null; agencyName: string | null; role: string }

export function themeErrors(p: PropertyLeadPayload, facts: ThemeFacts): FieldErrors {
  const brand = resolveBrand(DEFAULT_BRAND, { company: facts.company, travelAgency: { name: facts.agencyName } })
  const errors: FieldErrors = {}
  if (brand.bookingReference.isRequired && !p.partner?.tls) errors['partner.tls'] = LEAD_MESSAGES.bookingReference
  if (brand.clientReference.isRequired && !p.partner?.cc) errors['partner.cc'] = LEAD_MESSAGES.clientReference
  if ((brand.cardBrand || CARD_MEMBER_ROLES.has(facts.role)) && !p.client.amexCardMember)
    errors['client.amexCardMember'] = 'Required'
  return errors
}

export const showsCommission = (facts: Pick<ThemeFacts, 'company' | 'agencyName'>) =>
  themeShowsCommission({ company: facts.company, travelAgency: { name: facts.agencyName } })
