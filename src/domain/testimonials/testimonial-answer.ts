/**
 * One testimonial of GET /api/testimonials as the footer shows it: the quote in the answer's
 * language and the author's initials (docs/product/content-and-seo.md#testimonials).
 */
export type Testimonial = { _id: string; quote: string; authorInitials: string }
