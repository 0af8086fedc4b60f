import type { PublicSalesInformation } from '#domain/catalogue/types.ts'
import type { HotelInterestDetail } from '#domain/hotels/types.ts'
import type { PropertyLeadDetail } from '#domain/leads/types.ts'

/** What the button asks the offer for: a property lead or a hotel interest, by id. */
export type OfferSource = { kind: 'property'; leadId: string } | { kind: 'hotel'; interestId: string }

/**
 * What an offer is built from (docs/product/leads.md#pdf-offer): the lead with its property's terms
 * (the lead answer does not carry them), or the hotel interest with its hotel's images.
 */
export type OfferData =
  | { kind: 'property'; lead: PropertyLeadDetail; salesInformation: PublicSalesInformation | undefined }
  | { kind: 'hotel'; interest: HotelInterestDetail; hotelImages: string[] }
