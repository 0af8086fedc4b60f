/**
 * What goes into a PDF offer (docs/product/leads.md#pdf-offer): a pure function from a property lead
 * (with its property's terms) or a hotel interest, the brand and the language to a document model
 * that the renderer only lays out. Client-ready: no commission, no markup line, no card data (only
 * whether the client pays by card or by transfer).
 */
import type { Brand } from '#domain/brand/brand-types.ts'
import type { Language } from '#domain/catalogue/types.ts'
import { daysBetween } from '#domain/dates/iso-date.ts'
import { formatDate, formatPeriod } from '#domain/format/format-date.ts'
import { formatPrice } from '#domain/format/format-price.ts'
import { cancellationTexts, paymentTexts } from '#domain/hotels/policy-texts.ts'
import type { HotelInterestDetail } from '#domain/hotels/types.ts'
import type { PropertyLeadDetail } from '#domain/leads/types.ts'
import { percent, termsTexts } from '#domain/properties/terms-text.ts'
import type { OfferData } from './offer-data.ts'
import { offerTexts } from './offer-texts.ts'
import type { OfferTexts } from './offer-texts.ts'

export type OfferRow = { label: string; value: string; strong?: boolean }
export type OfferRoom = { name: string; occupancy: string; rate: string; nightly: string; total: string }
export type OfferTermsBlock = { heading: string; lines: string[] }

export type OfferModel = {
  language: Language
  fileName: string
  title: string
  /** the property or the hotel, and where */
  subject: { name: string; place: string; category: string | null }
  /** absolute or /media paths of the images, first the main one */
  images: string[]
  facts: OfferRow[]
  rooms: { heading: string; labels: { rate: string; perNight: string; total: string }; items: OfferRoom[] } | null
  prices: { heading: string; rows: OfferRow[] }
  terms: OfferTermsBlock[]
  issued: string
  note: string
  agency: { name: string; logoSrc: string | null }
  colors: { main: string; light: string; footerBackground: string; onMain: string }
}

export type OfferModelInput = {
  data: OfferData
  brand: Brand
  language: Language
  /** today, ISO: the issue date */
  today: string
  /** how a service level reads in the language (the app's label dictionary); default as it comes */
  serviceLevelLabel?: (level: string) => string
  /** how a country reads in the language (the same dictionary); default as it comes */
  countryLabel?: (country: string) => string
}

const MAX_IMAGES = 5

export function offerModel(input: OfferModelInput): OfferModel {
  const t = offerTexts(input.language)
  const part = input.data.kind === 'property' ? propertyPart(input.data, input, t) : hotelPart(input.data, input, t)
  const { brand } = input
  return {
    language: input.language,
    title: t.title,
    issued: t.issued(formatDate(input.today, input.language)),
    note: t.validity,
    agency: { name: part.agencyName ?? brand.name, logoSrc: brand.logoSrc },
    colors: {
      main: brand.pdf.mainColor,
      light: brand.pdf.lightColor,
      footerBackground: brand.pdf.footerBackground,
      onMain: brand.colors.invertedFont ? '#122020' : '#ffffff',
    },
    ...part,
  }
}

type Part = Omit<OfferModel, 'language' | 'title' | 'issued' | 'note' | 'agency' | 'colors'> & {
  agencyName: string | null
}

const periodText = (checkIn: string, checkOut: string, language: Language, t: OfferTexts) =>
  `${formatPeriod(checkIn, checkOut, language)} (${t.nights(daysBetween(checkIn, checkOut))})`

/** 'offer-<reference>.pdf' with only safe characters. */
export function offerFileName(reference: string): string {
  const safe = reference.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '')
  return `offer-${safe || 'lds'}.pdf`
}

function propertyPart(data: Extract<OfferData, { kind: 'property' }>, input: OfferModelInput, t: OfferTexts): Part {
  const { lead } = data
  const lang = input.language
  const facts: OfferRow[] = [
    { label: t.reference, value: lead.reference },
    { label: t.client, value: `${lead.client.firstName} ${lead.client.lastName}` },
    { label: t.period, value: periodText(lead.period.checkInDate, lead.period.checkOutDate, lang, t) },
    { label: t.serviceLevel, value: input.serviceLevelLabel?.(lead.serviceLevel) ?? lead.serviceLevel },
  ]
  if (lead.occupancy) facts.push({ label: t.guests, value: t.pax(lead.occupancy.pax) })
  if (lead.payments)
    facts.push({ label: t.payment, value: lead.payments.isPaidByCreditCard ? t.creditCard : t.bankTransfer })
  const terms = termsTexts(data.salesInformation, lang, lead.property.currency)
  const blocks: OfferTermsBlock[] = [
    { heading: t.paymentTerms, lines: terms.payment },
    { heading: t.cancellationTerms, lines: terms.cancellation },
    { heading: t.depositTerms, lines: terms.deposit },
  ]
  if (lead.payments?.isPaidByCreditCard !== false) blocks[0].lines = [...terms.payment, terms.creditCardFee]
  return {
    fileName: offerFileName(lead.reference),
    subject: {
      name: lead.property.name,
      place: `${lead.property.city}, ${input.countryLabel?.(lead.property.country) ?? lead.property.country}`,
      category: null,
    },
    images: unique([lead.property.thumbnail, ...lead.property.images]).slice(0, MAX_IMAGES),
    facts,
    rooms: null,
    prices: { heading: t.prices, rows: propertyPrices(lead, lang, t) },
    terms: blocks.filter((b) => b.lines.length > 0),
    agencyName: lead.agency.name,
  }
}

function propertyPrices(lead: PropertyLeadDetail, lang: Language, t: OfferTexts): OfferRow[] {
  const s = lead.priceSummary
  if (!s) return [{ label: t.total, value: t.onRequest, strong: true }]
  const price = (n: number) => formatPrice(n, s.currency)
  const rows: OfferRow[] = [{ label: t.stayPrice, value: price(s.subTotal) }]
  if (s.creditCardFeeTotal > 0)
    rows.push({ label: t.creditCardFee(percent(s.creditCardFeeRatio)), value: price(s.creditCardFeeTotal) })
  rows.push({ label: t.total, value: price(s.total), strong: true })
  rows.push({ label: t.prepayment, value: price(s.prepayment) })
  if (s.finalPayment > 0) {
    const due = s.finalPaymentDueDate ? formatDate(s.finalPaymentDueDate, lang) : null
    rows.push({ label: t.finalPayment(due), value: price(s.finalPayment) })
  }
  const deposit = s.securityDeposit
  if (deposit.amount > 0 && deposit.type) {
    const how = t.depositType(deposit.type, formatDate(deposit.dueDate, lang))
    rows.push({ label: `${t.securityDeposit}, ${how}`, value: price(deposit.amount) })
  } else rows.push({ label: t.securityDeposit, value: t.toBeAnnounced })
  return rows
}

function hotelPart(data: Extract<OfferData, { kind: 'hotel' }>, input: OfferModelInput, t: OfferTexts): Part {
  const { interest } = data
  const lang = input.language
  const { partnerAgency: agency, price } = interest
  const guests = interest.guests.map((g) => `${g.firstName} ${g.lastName}`)
  const facts: OfferRow[] = []
  if (agency.tls) facts.push({ label: t.bookingReference, value: agency.tls })
  if (agency.cc) facts.push({ label: t.clientReference, value: agency.cc })
  if (guests.length) facts.push({ label: t.client, value: guests[0] })
  if (guests.length > 1) facts.push({ label: t.guests, value: guests.slice(1).join(', ') })
  facts.push({ label: t.period, value: periodText(interest.checkInDate, interest.checkOutDate, lang, t) })
  const items: OfferRoom[] = interest.rooms.map((room) => {
    const o = room.offer
    return {
      name: room.roomName,
      occupancy: t.occupancy(room.numAdults, room.numChildren, room.childrenAges),
      rate: o.rateName,
      nightly: o.averageNightlyPrice === null ? t.onRequest : formatPrice(o.averageNightlyPrice, o.currency),
      total: o.priceTotal === undefined ? t.onRequest : formatPrice(o.priceTotal, o.currency),
    }
  })
  const showsMarkup = input.brand.offerMarkup.isSupported && !input.brand.offerMarkup.hide && agency.markupAmount > 0
  const total = price.total === null ? null : price.total + (showsMarkup ? agency.markupAmount : 0)
  const terms = hotelPolicies(interest, lang, t)
  return {
    fileName: offerFileName(agency.tls ?? agency.cc ?? interest._id),
    subject: {
      name: interest.hotel.name,
      place: `${interest.hotel.city}, ${input.countryLabel?.(interest.hotel.country) ?? interest.hotel.country}`,
      category: interest.hotel.category,
    },
    images: unique([interest.hotel.thumbnail, ...data.hotelImages]).slice(0, MAX_IMAGES),
    facts,
    rooms: { heading: t.rooms, labels: { rate: t.rate, perNight: t.perNight, total: t.roomTotal }, items },
    prices: {
      heading: t.prices,
      rows: [
        { label: t.total, value: total === null ? t.onRequest : formatPrice(total, price.currency), strong: true },
      ],
    },
    terms: terms.filter((b) => b.lines.length > 0),
    agencyName: null,
  }
}

/**
 * The payment and cancellation policy of each room; rooms whose policies read the same share one
 * block, named by their numbers when the rooms differ ('Rooms 1, 2').
 */
function hotelPolicies(interest: HotelInterestDetail, lang: Language, t: OfferTexts): OfferTermsBlock[] {
  const groups = new Map<string, { rooms: number[]; payment: string[]; cancellation: string[] }>()
  interest.rooms.forEach((room, i) => {
    const payment = paymentTexts(room.offer.paymentPolicy, lang)
    const cancellation = cancellationTexts(
      { isRefundable: room.offer.isRefundable, ...room.offer.cancellationPolicy },
      lang,
    )
    const key = JSON.stringify([payment, cancellation])
    const group = groups.get(key) ?? { rooms: [], payment, cancellation }
    group.rooms.push(i + 1)
    groups.set(key, group)
  })
  return [...groups.values()].flatMap((group) => {
    const which = groups.size > 1 ? ` – ${t.roomNumbers(group.rooms)}` : ''
    return [
      { heading: `${t.hotelPayment}${which}`, lines: group.payment },
      { heading: `${t.hotelCancellation}${which}`, lines: group.cancellation },
    ]
  })
}

const unique = (list: (string | null | undefined)[]) => [...new Set(list.filter((s): s is string => !!s))]
