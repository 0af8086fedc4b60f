import type { Language, Property, PublicSalesInformation, SalesInformation } from '#domain/catalogue/types.ts'
import type { ProjectableField } from '#domain/catalogue/property-query.ts'
import type { PropertyRow } from '#server/db/catalogue-queries.ts'

/** The explicit answer shape of a property (docs/product/catalogue.md#property), never the raw row. */
export function toProperty(
  row: PropertyRow,
  lang: Language,
  opts: { includeSalesInformation?: boolean; includeOrder?: boolean } = {},
): Property {
  const p: Property = {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    city: row.city,
    address: { sector: row.sector, country: row.country },
    propertyType: row.propertyType,
    bedrooms: row.bedrooms,
    beds: { adults: row.bedsAdults, children: row.bedsChildren },
    thumbnail: row.thumbnail,
    images: row.images,
    currency: row.currency,
    priceFrom: row.priceFrom,
    petsAllowed: row.petsAllowed,
    serviceLevels: row.serviceLevels,
    servicesIncluded: row.servicesIncluded,
    equipmentIncluded: row.equipmentIncluded,
    facilities: row.facilities.map((facility) => ({ facility })),
    floorplans: row.floorplans,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    distances: row.distances,
    descriptionMarkdown: row.description[lang] || row.description.en,
    operator: row.operator,
    operatorId: row.operatorId,
    isDemo: row.isDemo,
  }
  if (opts.includeOrder) p.order = row.sortOrder
  if (opts.includeSalesInformation && row.salesInformation)
    p.salesInformation = publicSalesInformation(row.salesInformation)
  return p
}

/**
 * The sales information without the commission levels, which only signed-in agency users get
 * (GET /api/properties/:id/commission, docs/decisions/041-session-and-exposure.md).
 */
function publicSalesInformation(s: SalesInformation): PublicSalesInformation {
  return {
    acceptedPaymentMethods: s.acceptedPaymentMethods,
    creditCardFeeRatio: s.creditCardFeeRatio,
    cancellationTerms: s.cancellationTerms,
    paymentTerms: s.paymentTerms,
    prepaymentRatio: s.prepaymentRatio,
    securityDeposit: s.securityDeposit,
    securityDepositType: s.securityDepositType,
    termsAndConditions: s.termsAndConditions,
    _rentalChannel: s._rentalChannel,
  }
}

/** Keeps `_id` and the requested fields (and `order` when asked for). */
export function project(
  p: Property,
  fields: readonly ProjectableField[] | undefined,
): Partial<Property> & { _id: string } {
  if (!fields?.length) return p
  const out: Partial<Property> & { _id: string } = { _id: p._id }
  for (const f of fields) (out as Record<string, unknown>)[f] = p[f]
  if (p.order !== undefined) out.order = p.order
  return out
}
