/**
 * The PDF offer's texts in English and German (docs/product/leads.md#pdf-offer). The offer is built
 * outside React, in the language chosen at the click, and is tested in node without the message
 * catalogues, so its few texts live here as plain data (like src/domain/hotels/policy-texts.ts).
 */
import type { Language } from '#domain/catalogue/types.ts'

export type OfferTexts = {
  title: string
  reference: string
  bookingReference: string
  clientReference: string
  client: string
  guests: string
  period: string
  nights: (n: number) => string
  serviceLevel: string
  pax: (n: number) => string
  payment: string
  creditCard: string
  bankTransfer: string
  rooms: string
  occupancy: (adults: number, children: number, ages: readonly number[]) => string
  rate: string
  perNight: string
  roomTotal: string
  onRequest: string
  prices: string
  stayPrice: string
  creditCardFee: (percent: string) => string
  total: string
  prepayment: string
  finalPayment: (date: string | null) => string
  securityDeposit: string
  toBeAnnounced: string
  depositType: (type: 'cashed' | 'blocked' | null, date: string) => string
  paymentTerms: string
  cancellationTerms: string
  depositTerms: string
  hotelPayment: string
  hotelCancellation: string
  roomNumbers: (numbers: number[]) => string
  issued: (date: string) => string
  validity: string
}

const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`

const EN: OfferTexts = {
  title: 'Offer',
  reference: 'Reference',
  bookingReference: 'Booking reference',
  clientReference: 'Client reference',
  client: 'Client',
  guests: 'Guests',
  period: 'Period',
  nights: (n) => plural(n, 'night', 'nights'),
  serviceLevel: 'Service level',
  pax: (n) => plural(n, 'guest', 'guests'),
  payment: 'Payment',
  creditCard: 'Credit card',
  bankTransfer: 'Bank transfer',
  rooms: 'Rooms and rates',
  occupancy: (a, c, ages) =>
    [
      plural(a, 'adult', 'adults'),
      c > 0 ? `${plural(c, 'child', 'children')}${ages.length ? ` (${ages.join(', ')})` : ''}` : '',
    ]
      .filter(Boolean)
      .join(', '),
  rate: 'Rate',
  perNight: 'per night',
  roomTotal: 'Total',
  onRequest: 'On request',
  prices: 'Price summary',
  stayPrice: 'Price of the stay',
  creditCardFee: (p) => `Credit card fee (${p})`,
  total: 'Total',
  prepayment: 'Prepayment, due at booking',
  finalPayment: (d) => (d ? `Final payment, due ${d}` : 'Final payment'),
  securityDeposit: 'Security deposit',
  toBeAnnounced: 'To be announced',
  depositType: (type, d) =>
    type === 'cashed' ? `cashed on ${d}` : type === 'blocked' ? `blocked on the credit card on ${d}` : '',
  paymentTerms: 'Payment terms',
  cancellationTerms: 'Cancellation terms',
  depositTerms: 'Security deposit',
  hotelPayment: 'Payment policy',
  hotelCancellation: 'Cancellation policy',
  roomNumbers: (n) => `${n.length === 1 ? 'Room' : 'Rooms'} ${n.join(', ')}`,
  issued: (d) => `Issued on ${d}`,
  validity: 'Prices and availability are subject to confirmation at the time of booking.',
}

const DE: OfferTexts = {
  title: 'Angebot',
  reference: 'Referenz',
  bookingReference: 'Buchungsreferenz',
  clientReference: 'Kundenreferenz',
  client: 'Kunde',
  guests: 'Gäste',
  period: 'Zeitraum',
  nights: (n) => plural(n, 'Nacht', 'Nächte'),
  serviceLevel: 'Serviceleistung',
  pax: (n) => plural(n, 'Gast', 'Gäste'),
  payment: 'Zahlung',
  creditCard: 'Kreditkarte',
  bankTransfer: 'Banküberweisung',
  rooms: 'Zimmer und Tarife',
  occupancy: (a, c, ages) =>
    [
      plural(a, 'Erwachsener', 'Erwachsene'),
      c > 0 ? `${plural(c, 'Kind', 'Kinder')}${ages.length ? ` (${ages.join(', ')})` : ''}` : '',
    ]
      .filter(Boolean)
      .join(', '),
  rate: 'Tarif',
  perNight: 'pro Nacht',
  roomTotal: 'Gesamt',
  onRequest: 'Auf Anfrage',
  prices: 'Preisübersicht',
  stayPrice: 'Preis des Aufenthalts',
  creditCardFee: (p) => `Kreditkartengebühr (${p})`,
  total: 'Gesamtbetrag',
  prepayment: 'Anzahlung, fällig bei Buchung',
  finalPayment: (d) => (d ? `Restzahlung, fällig am ${d}` : 'Restzahlung'),
  securityDeposit: 'Kaution',
  toBeAnnounced: 'Wird noch bekannt gegeben',
  depositType: (type, d) =>
    type === 'cashed' ? `eingezogen am ${d}` : type === 'blocked' ? `auf der Kreditkarte blockiert am ${d}` : '',
  paymentTerms: 'Zahlungsbedingungen',
  cancellationTerms: 'Stornierungsbedingungen',
  depositTerms: 'Kaution',
  hotelPayment: 'Zahlungsbedingungen',
  hotelCancellation: 'Stornierungsbedingungen',
  roomNumbers: (n) => `Zimmer ${n.join(', ')}`,
  issued: (d) => `Erstellt am ${d}`,
  validity: 'Preise und Verfügbarkeit werden bei der Buchung bestätigt.',
}

export function offerTexts(language: Language): OfferTexts {
  return language === 'de' ? DE : EN
}
