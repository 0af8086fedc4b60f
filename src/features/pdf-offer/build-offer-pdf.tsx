import type { Language } from '#domain/catalogue/types.ts'
import type { Brand } from '#domain/brand/brand-types.ts'
import type { OfferData } from './offer-data.ts'

/** The generator's entry, loaded on demand (docs/product/leads.md#pdf-offer). */
export async function buildOfferPdf(input: {
  data: OfferData
  brand: Brand
  language: Language
}): Promise<{ blob: Blob; fileName: string }> {
  const reference = input.data.kind === 'property' ? input.data.lead.reference : input.data.interest._id
  return { blob: new Blob([], { type: 'application/pdf' }), fileName: `offer-${reference}.pdf` }
}
