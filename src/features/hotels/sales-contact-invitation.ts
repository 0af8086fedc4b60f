/**
 * Inviting a sales contact of a hotel (docs/product/hotels.md#hotel-page). There is no call for it:
 * the agent's own e-mail program sends a prepared invitation that links the hotel's public page on
 * the Luxury Distribution System, so the contact sees what agencies see and who invited them.
 */
import * as v from 'valibot'

export const SALES_CONTACT_MESSAGES = {
  name: "Please enter the contact's name",
  email: 'Please enter a valid e-mail address',
} as const

export type SalesContactForm = { name: string; email: string }

export const SalesContactSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, SALES_CONTACT_MESSAGES.name),
    v.maxLength(120, SALES_CONTACT_MESSAGES.name),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.email(SALES_CONTACT_MESSAGES.email),
    v.maxLength(320, SALES_CONTACT_MESSAGES.email),
  ),
})

/** The public page of a hotel on this deployment. */
export function distributionPageUrl(origin: string, hotelId: string): string {
  return `${origin}/distribution/hotels/${hotelId}`
}

/** A mailto: address with subject and body, every part encoded (spaces as %20, never '+'). */
export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${encodeURIComponent(to.trim()).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
