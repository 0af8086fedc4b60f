import path from 'node:path'
import { renderToBuffer } from '@react-pdf/renderer'
import { DEFAULT_BRAND } from '#domain/brand/brand.ts'
import type { Language } from '#domain/catalogue/types.ts'
import type { OfferData } from './offer-data.ts'
import { OfferDocument } from './offer-document.tsx'
import { SAMPLE_PHOTO } from './offer-fixtures.ts'
import { registerOfferFonts } from './offer-fonts.ts'
import { offerModel } from './offer-model.ts'

const FONTS = path.join(import.meta.dirname, 'fonts')

/**
 * An offer rendered in node, for the tests and scripts/bench-pdf.mjs: the shipped Lato files, the
 * default brand, every image the sample PNG except those `missing` (the coloured band instead).
 */
export async function renderOfferInNode(
  data: OfferData,
  language: Language,
  options: { missing?: number[]; logo?: boolean; today?: string } = {},
): Promise<Buffer> {
  registerOfferFonts({
    regular: path.join(FONTS, 'Lato-Regular.ttf'),
    bold: path.join(FONTS, 'Lato-Bold.ttf'),
    italic: path.join(FONTS, 'Lato-Italic.ttf'),
  })
  const model = offerModel({ data, brand: DEFAULT_BRAND, language, today: options.today ?? '2026-11-26' })
  const images = model.images.map((_, i) => (options.missing?.includes(i) ? null : SAMPLE_PHOTO))
  const logo = options.logo === false ? null : SAMPLE_PHOTO
  return renderToBuffer(<OfferDocument model={model} images={images} logo={logo} />)
}
