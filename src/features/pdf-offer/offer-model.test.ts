import { describe, expect, it } from 'vitest'
import { DEFAULT_BRAND, mergeBrand } from '#domain/brand/brand.ts'
import type { Language } from '#domain/catalogue/types.ts'
import type { OfferData } from './offer-data.ts'
import { HOTEL_OFFER, PROPERTY_LEAD, PROPERTY_OFFER, hotelInterest } from './offer-fixtures.ts'
import { offerFileName, offerModel } from './offer-model.ts'
import type { OfferModel } from './offer-model.ts'

const TODAY = '2026-11-26'
const build = (data: OfferData, language: Language, brand = DEFAULT_BRAND) =>
  offerModel({ data, brand, language, today: TODAY })

/** Every text of a model, as the PDF would carry it. */
function allText(model: OfferModel): string {
  return JSON.stringify(model)
}

const value = (model: OfferModel, label: string) =>
  [...model.facts, ...model.prices.rows].find((row) => row.label === label)?.value

describe('offerModel', () => {
  it.each([
    ['property', 'en', PROPERTY_OFFER, 'Offer', 'Period', '6 Feb – 13 Feb 2027 (7 nights)'],
    ['property', 'de', PROPERTY_OFFER, 'Angebot', 'Zeitraum', '6. Feb. – 13. Feb. 2027 (7 Nächte)'],
    ['hotel', 'en', HOTEL_OFFER, 'Offer', 'Period', '10 Jan – 17 Jan 2027 (7 nights)'],
    ['hotel', 'de', HOTEL_OFFER, 'Angebot', 'Zeitraum', '10. Jan. – 17. Jan. 2027 (7 Nächte)'],
  ] as const)('%s offer in %s: title and period', (_, language, data, title, periodLabel, period) => {
    const model = build(data, language)
    expect(model.title).toBe(title)
    expect(value(model, periodLabel)).toBe(period)
  })

  it('names the place with the country in the offer’s language, through the label given', () => {
    const countryLabel = (country: string) => (country === 'Switzerland' ? 'Schweiz' : country)
    const model = offerModel({ data: PROPERTY_OFFER, brand: DEFAULT_BRAND, language: 'de', today: TODAY, countryLabel })
    expect(model.subject.place).toBe('Verbier, Schweiz')
    expect(build(PROPERTY_OFFER, 'en').subject.place).toBe('Verbier, Switzerland')
  })

  it.each([
    ['en', 'Price of the stay', 'EUR 42 000'],
    ['en', 'Credit card fee (3%)', 'EUR 1 260'],
    ['en', 'Total', 'EUR 43 260'],
    ['en', 'Prepayment, due at booking', 'EUR 15 141'],
    ['en', 'Final payment, due 14 Nov 2026', 'EUR 28 119'],
    ['en', 'Security deposit, blocked on the credit card on 23 Jan 2027', 'EUR 5 000'],
    ['de', 'Preis des Aufenthalts', 'EUR 42 000'],
    ['de', 'Kreditkartengebühr (3%)', 'EUR 1 260'],
    ['de', 'Gesamtbetrag', 'EUR 43 260'],
    ['de', 'Anzahlung, fällig bei Buchung', 'EUR 15 141'],
    ['de', 'Restzahlung, fällig am 14. Nov. 2026', 'EUR 28 119'],
    ['de', 'Kaution, auf der Kreditkarte blockiert am 23. Jan. 2027', 'EUR 5 000'],
  ] as const)('property price summary in %s: %s = %s', (language, label, amount) => {
    expect(value(build(PROPERTY_OFFER, language), label)).toBe(amount)
  })

  it.each([
    ['en', 'The security deposit is to be announced', 'To be announced'],
    ['de', 'Die Höhe der Kaution wird noch bekannt gegeben', 'Wird noch bekannt gegeben'],
  ] as const)('a deposit without an amount is announced later (%s)', (language, term, row) => {
    const lead = {
      ...PROPERTY_LEAD,
      priceSummary: {
        ...PROPERTY_LEAD.priceSummary!,
        securityDeposit: { amount: 0, type: null, dueDate: '2027-01-23' },
      },
    }
    const model = build({ kind: 'property', lead, salesInformation: undefined }, language)
    expect(model.prices.rows.at(-1)?.value).toBe(row)
    expect(model.terms.flatMap((b) => b.lines)).toContain(term)
  })

  it.each([
    ['en', 'On request'],
    ['de', 'Auf Anfrage'],
  ] as const)('a lead without a price, and a hotel room without one, read "%s" (%s)', (language, onRequest) => {
    const lead = build(
      { kind: 'property', lead: { ...PROPERTY_LEAD, priceSummary: null }, salesInformation: undefined },
      language,
    )
    expect(lead.prices.rows).toEqual([
      { label: language === 'en' ? 'Total' : 'Gesamtbetrag', value: onRequest, strong: true },
    ])
    const hotel = build(HOTEL_OFFER, language)
    const last = hotel.rooms!.items.at(-1)!
    expect([last.nightly, last.total]).toEqual([onRequest, onRequest])
    expect(hotel.rooms!.items[0].total).toBe('EUR 5 950')
    expect(hotel.prices.rows[0].value).toBe(onRequest)
  })

  it.each([
    [
      'en',
      [
        'A deposit of 30% is required',
        '30% is due 4 weeks prior to arrival',
        'The remaining 40% is due on the day of arrival',
      ],
    ],
    [
      'de',
      [
        'Eine Anzahlung von 30 % ist erforderlich',
        '30 % sind 4 Wochen vor Anreise fällig',
        'Die restlichen 40 % sind am Anreisetag fällig',
      ],
    ],
  ] as const)('hotel policies per room in %s', (language, payment) => {
    const model = build(HOTEL_OFFER, language)
    expect(model.terms.map((b) => b.heading)).toEqual(
      language === 'en'
        ? [
            'Payment policy – Rooms 1, 2',
            'Cancellation policy – Rooms 1, 2',
            'Payment policy – Room 3',
            'Cancellation policy – Room 3',
          ]
        : [
            'Zahlungsbedingungen – Zimmer 1, 2',
            'Stornierungsbedingungen – Zimmer 1, 2',
            'Zahlungsbedingungen – Zimmer 3',
            'Stornierungsbedingungen – Zimmer 3',
          ],
    )
    expect(model.terms[3].lines).toEqual([
      language === 'en' ? 'The rate is not refundable.' : 'Der Tarif ist nicht erstattungsfähig.',
    ])
    expect(model.terms[0].lines).toEqual(payment)
    expect(model.terms[1].lines[0]).toMatch(
      language === 'en' ? /^Free cancellation more than 2 weeks/ : /^Kostenfreie Stornierung früher als 2 Wochen/,
    )
  })

  it.each([
    ['en', 'Payment terms', 'A credit card fee of 3% applies to payments by credit card'],
    ['de', 'Zahlungsbedingungen', 'Bei Zahlung mit Kreditkarte wird eine Gebühr von 3% berechnet'],
  ] as const)('property terms in %s: payment (with the card fee), cancellation, deposit', (language, heading, fee) => {
    const model = build(PROPERTY_OFFER, language)
    expect(model.terms.map((b) => b.heading)[0]).toBe(heading)
    expect(model.terms[0].lines).toContain(fee)
    expect(model.terms).toHaveLength(3)
  })

  it('never carries card data or commission', () => {
    for (const language of ['en', 'de'] as const) {
      const text = allText(build(PROPERTY_OFFER, language))
      for (const secret of ['4242', 'JANE DOE', '09/29', 'masked', '4 200', 'commission', 'Late arrival']) {
        expect(text).not.toContain(secret)
      }
      expect(allText(build(HOTEL_OFFER, language))).not.toContain('900')
    }
  })

  it('takes the brand: pdf colours, logo, agency; a hotel offer adds the shown markup to the total', () => {
    const brand = mergeBrand(DEFAULT_BRAND, {
      logoSrc: '/media/logo.svg',
      pdf: { mainColor: '#123456', footerBackground: '#eeeeee' },
      offerMarkup: { isSupported: true, hide: false },
    })
    const lead = build(PROPERTY_OFFER, 'en', brand)
    expect(lead.agency).toEqual({ name: 'Maison Voyage Privé', logoSrc: '/media/logo.svg' })
    expect(lead.colors).toMatchObject({ main: '#123456', footerBackground: '#eeeeee' })
    const interest = hotelInterest(2)
    interest.price = { currency: 'EUR', total: 11900 }
    interest.partnerAgency.markupAmount = 500
    interest.rooms[1].offer = interest.rooms[0].offer
    expect(build({ kind: 'hotel', interest, hotelImages: [] }, 'en', brand).prices.rows[0].value).toBe('EUR 12 400')
  })

  it.each([
    ['TLS-4711', 'offer-TLS-4711.pdf'],
    ['TLS 47/11', 'offer-TLS-47-11.pdf'],
    ['', 'offer-lds.pdf'],
  ])('file name of %j is %s', (reference, name) => {
    expect(offerFileName(reference)).toBe(name)
  })

  it('lists the thumbnail first, without repeats, at most five images', () => {
    const lead = {
      ...PROPERTY_LEAD,
      property: { ...PROPERTY_LEAD.property, images: ['/media/landscape-001.svg', 'a', 'b', 'c', 'd', 'e'] },
    }
    expect(build({ kind: 'property', lead, salesInformation: undefined }, 'en').images).toEqual([
      '/media/landscape-001.svg',
      'a',
      'b',
      'c',
      'd',
    ])
    expect(build(HOTEL_OFFER, 'en').images).toEqual(['/media/landscape-002.svg', '/media/interior-003.svg'])
  })
})
