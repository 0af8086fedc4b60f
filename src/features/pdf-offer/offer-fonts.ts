import { Font } from '@react-pdf/renderer'

/** Where the three Lato faces are: asset URLs in the browser, file paths in node (tests, bench). */
export type LatoSources = { regular: string; bold: string; italic: string }

export const OFFER_FONT_FAMILY = 'Lato'

let registered: string | null = null

/**
 * Registers Lato for the offer (docs/product/leads.md#pdf-offer): the shipped TTF files are Lato 2.0
 * cut down to Latin-1 plus the euro sign and typographic punctuation (docs/decisions, the PDF offer
 * record). Words are not hyphenated. Registering again with the same sources does nothing.
 */
export function registerOfferFonts(sources: LatoSources): void {
  const key = `${sources.regular}|${sources.bold}|${sources.italic}`
  if (registered === key) return
  Font.register({
    family: OFFER_FONT_FAMILY,
    fonts: [
      { src: sources.regular, fontWeight: 400 },
      { src: sources.bold, fontWeight: 700 },
      { src: sources.italic, fontWeight: 400, fontStyle: 'italic' },
    ],
  })
  Font.registerHyphenationCallback((word) => [word])
  registered = key
}
