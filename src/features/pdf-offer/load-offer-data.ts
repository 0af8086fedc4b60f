import type { QueryClient } from '@tanstack/react-query'
import type { Property } from '#domain/catalogue/types.ts'
import { api } from '#lib/api-client.ts'
import { hotelInterestQueryOptions, hotelQueryOptions } from '#lib/hotels/queries.ts'
import { leadDetailQueryOptions } from '#lib/leads/queries.ts'
import type { OfferData, OfferSource } from './offer-data.ts'

/**
 * The data of an offer: the lead (or interest) through its shared query options, so a page that
 * shows it already has it; a property lead also needs its property's terms (salesInformation),
 * read once, fresh, for the PDF; a hotel interest its hotel's images. Without the terms or the
 * images the offer still builds (the defaults, the thumbnail).
 */
export async function loadOfferData(queryClient: QueryClient, source: OfferSource): Promise<OfferData> {
  if (source.kind === 'hotel') {
    const interest = await queryClient.fetchQuery(hotelInterestQueryOptions(source.interestId))
    const hotel = await queryClient.fetchQuery(hotelQueryOptions(interest.hotel._id)).catch(() => null)
    return { kind: 'hotel', interest, hotelImages: hotel?.images.map((image) => image.url) ?? [] }
  }
  const lead = await queryClient.fetchQuery(leadDetailQueryOptions(source.leadId))
  const property = await api
    .get<Pick<Property, 'salesInformation'>>(`/properties/${encodeURIComponent(lead.property._id)}`, {
      query: { includeSalesInformation: true },
    })
    .catch(() => null)
  return { kind: 'property', lead, salesInformation: property?.salesInformation }
}
