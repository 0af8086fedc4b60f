/**
 * Where a property lead goes on from its page (docs/product/leads.md#dashboards): back to the
 * booking wizard over the property page with ?lead-id=, as far as the status allows.
 */
import { statusAfterSubmit } from '#domain/leads/lead-status.ts'
import type { LeadStatus } from '#domain/leads/lead-status.ts'

export type WizardLink = { action: 'book-now' | 'take-option' | 'change'; href: string }

export function wizardLinks(lead: { _id: string; status: LeadStatus; property: { path: string } }): WizardLink[] {
  const base = lead.property.path.replace(/\/+$/, '')
  const query = `?lead-id=${encodeURIComponent(lead._id)}`
  const links: WizardLink[] = []
  const canBook = statusAfterSubmit('booking', lead.status) !== null
  if (canBook) links.push({ action: 'book-now', href: `${base}/book-now${query}` })
  if (statusAfterSubmit('option', lead.status) !== null)
    links.push({ action: 'take-option', href: `${base}/take-option${query}` })
  // a requested or confirmed booking can only be changed (the wizard sends a change request)
  if (!canBook && statusAfterSubmit('changeRequest', lead.status) !== null)
    links.push({ action: 'change', href: `${base}/book-now${query}` })
  return links
}
