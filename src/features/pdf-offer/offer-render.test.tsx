// @vitest-environment node
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import type { Language } from '#domain/catalogue/types.ts'
import type { OfferData } from './offer-data.ts'
import { HOTEL_OFFER, PROPERTY_OFFER, threePageHotelOffer } from './offer-fixtures.ts'
import { renderOfferInNode } from './offer-node-render.tsx'

/** Renders an offer in node (the second image missing) and reads its pages' text. */
async function renderOffer(
  data: OfferData,
  language: Language,
  options: { missing?: number[]; logo?: boolean } = { missing: [1] },
) {
  const buffer = await renderOfferInNode(data, language, options)
  const pdf = await getDocumentProxy(new Uint8Array(buffer))
  const { totalPages, text } = await extractText(pdf, { mergePages: false })
  const page = await pdf.getPage(1)
  const [, , width, height] = page.view
  return { pages: totalPages, text: text.join('\n'), perPage: text, width, height, bytes: buffer }
}

describe('the PDF offer rendered with react-pdf', () => {
  it('a hotel offer of three A4 pages: period, rooms and prices, "On request", the policies and "n / 3" on each page', async () => {
    const pdf = await renderOffer(threePageHotelOffer(), 'en')
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.pages).toBe(3)
    expect([Math.round(pdf.width), Math.round(pdf.height)]).toEqual([595, 842])
    expect(pdf.perPage[0]).toContain('1 / 3')
    expect(pdf.perPage[1]).toContain('2 / 3')
    expect(pdf.perPage[2]).toContain('3 / 3')
    for (const text of [
      'Grand Hotel Alpina',
      '10 Jan – 17 Jan 2027 (7 nights)',
      'Max Muster',
      'TLS-815',
      'Junior Suite 1',
      'EUR 850',
      'EUR 5 950',
      'On request',
      'A deposit of 30% is required',
      'Free cancellation more than 2 weeks prior to arrival',
      'The rate is not refundable.',
      'Payment policy – Rooms 1, 2, 3, 4, 5, 6, 7, 8, 9',
    ]) {
      expect(pdf.text).toContain(text)
    }
  })

  it('the same offer in German', async () => {
    const pdf = await renderOffer(threePageHotelOffer(), 'de')
    expect(pdf.pages).toBe(3)
    for (const text of [
      'Angebot',
      '10. Jan. – 17. Jan. 2027 (7 Nächte)',
      'Auf Anfrage',
      'Zimmer und Tarife',
      '1 / 3',
      'Eine Anzahlung von 30 % ist erforderlich',
      'Der Tarif ist nicht erstattungsfähig.',
    ]) {
      expect(pdf.text).toContain(text)
    }
  })

  it.each([
    [
      'en',
      [
        'Chalet Edelweiss',
        'Jane Doe',
        '6 Feb – 13 Feb 2027 (7 nights)',
        'Catered',
        '8 guests',
        'Prepayment, due at booking',
        'EUR 15 141',
        'EUR 28 119',
        'EUR 43 260',
        'Credit card fee (3%)',
        'Payment terms',
        'Cancellation terms',
        '1 / 2',
        '2 / 2',
      ],
    ],
    [
      'de',
      [
        'Angebot',
        '6. Feb. – 13. Feb. 2027 (7 Nächte)',
        'Anzahlung, fällig bei Buchung',
        'Kreditkartengebühr (3%)',
        'Stornierungsbedingungen',
        'Kaution',
        '1 / 2',
      ],
    ],
  ] as const)('a property offer in %s: period, prices, terms and never the card', async (language, texts) => {
    const pdf = await renderOffer(PROPERTY_OFFER, language)
    for (const text of texts) expect(pdf.text).toContain(text)
    expect(pdf.text).not.toContain('4242')
    expect(pdf.text).not.toContain('JANE DOE')
    expect(pdf.text).toContain(
      language === 'en'
        ? 'A security deposit of EUR 5 000 is blocked on your credit card 2 weeks'
        : 'Eine Kaution von EUR 5 000 wird 2 Wochen vor Anreise',
    )
  })

  it('a hotel offer without images still renders (bands in the brand colour)', async () => {
    const { text } = await renderOffer(HOTEL_OFFER, 'en', { missing: [0, 1], logo: false })
    expect(text).toContain('LDS')
    expect(text).toMatch(/1 \/ [12]/)
  })
})
