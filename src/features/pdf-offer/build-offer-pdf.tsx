import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '@lingui/core'
import { pdf } from '@react-pdf/renderer'
import type { Brand } from '#domain/brand/brand-types.ts'
import type { Language } from '#domain/catalogue/types.ts'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import { countryLabel, serviceLevelLabel } from '#lib/labels/domain-labels.ts'
import latoBold from './fonts/Lato-Bold.ttf?url'
import latoItalic from './fonts/Lato-Italic.ttf?url'
import latoRegular from './fonts/Lato-Regular.ttf?url'
import type { OfferData } from './offer-data.ts'
import { OfferDocument } from './offer-document.tsx'
import { registerOfferFonts } from './offer-fonts.ts'
import { rasterImage } from './offer-images.ts'
import { offerModel } from './offer-model.ts'

/**
 * The generator's entry (docs/product/leads.md#pdf-offer), loaded only when an offer is asked for:
 * it carries @react-pdf/renderer and the fonts. Builds the model, rasterises the images, lays the
 * document out and answers the PDF with its file name.
 */
const inLanguage = (label: MessageDescriptor | string) => (typeof label === 'string' ? label : i18n._(label))

export async function buildOfferPdf(input: {
  data: OfferData
  brand: Brand
  language: Language
}): Promise<{ blob: Blob; fileName: string }> {
  registerOfferFonts({ regular: latoRegular, bold: latoBold, italic: latoItalic })
  const model = offerModel({
    ...input,
    today: localIsoDate(),
    serviceLevelLabel: (level) => inLanguage(serviceLevelLabel(level)),
    countryLabel: (country) => inLanguage(countryLabel(country)),
  })
  const [logo, ...images] = await Promise.all([
    model.agency.logoSrc ? rasterImage(model.agency.logoSrc, 'logo') : Promise.resolve(null),
    ...model.images.map((src) => rasterImage(src, 'photo')),
  ])
  const blob = await pdf(<OfferDocument model={model} images={images} logo={logo} />).toBlob()
  return { blob, fileName: model.fileName }
}
