/** The answer of POST /api/newsletter/client: 201 for a new sign-up, 200 for a repeated one (docs/product/contact-and-newsletter.md#newsletter-storage). */
export type NewsletterAnswer = { ok: true }
