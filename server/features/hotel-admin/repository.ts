import { eq, sql } from 'drizzle-orm'
import type { NewHotel } from '#domain/hotels/new-hotel.ts'
import type { Db } from '#server/db/client.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { chatChannels, hotelInterests, hotels } from '#server/db/schema.ts'

const EMPTY_DESCRIPTION = {
  bestFor: '',
  hotel: '',
  location: '',
  foodAndBeverage: '',
  wellness: '',
  onSiteActivities: '',
  offSiteActivities: '',
  sustainability: '',
}

/** The admins' hotel creation and deletion (docs/product/extranet.md#facilities-hotels-and-leads). */
export function createHotelAdminRepository(db: Db) {
  return {
    async create(h: NewHotel): Promise<string> {
      const id = newObjectId()
      await db.insert(hotels).values({
        id,
        name: h.name,
        category: h.category,
        city: h.city,
        sector: h.sector || null,
        country: h.country,
        latitude: h.latitude,
        longitude: h.longitude,
        currency: h.currency,
        maxKeys: h.maxKeys,
        externalRatings: {},
        locationExtras: {
          closestAirport: { iataCode: '', distanceInKm: 0 },
          directions: { byPlane: '', byChauffeuredService: '', byCar: '', byPublicTransport: '' },
          distanceStrings: [],
        },
        description: EMPTY_DESCRIPTION,
        diningVenues: [],
        facilities: [],
        facilityKeys: [],
        checkIn: {
          startTime: '15:00',
          endTime: '11:00',
          minAge: 18,
          depositDescription: '',
          instructions: '',
          isCreditCardRequired: true,
          isPhotoIdRequired: true,
        },
        agePolicy: { isAdultsOnlyHotel: false, minGuestAge: 0, maxAgeConsideredInfant: 2, maxAgeConsideredChild: 16 },
        petPolicy: { arePetsAllowed: false },
        smokingPolicy: '',
        salesManagers: [],
        images: [],
      })
      return id
    },

    /** How many agencies' interests and chats refer to the hotel (null: no such hotel). */
    async references(id: string) {
      const [row] = await db
        .select({
          interests: sql<number>`(select count(*) from ${hotelInterests} where ${hotelInterests.hotelId} = ${id})::int`,
          chats: sql<number>`(select count(*) from ${chatChannels} where ${chatChannels.hotelId} = ${id})::int`,
        })
        .from(hotels)
        .where(eq(hotels.id, id))
      return row ?? null
    },

    /** Deletes the hotel with its own rooms, rate plans and nights (cascade). */
    async remove(id: string) {
      const rows = await db.delete(hotels).where(eq(hotels.id, id)).returning({ id: hotels.id })
      return rows.length > 0
    },
  }
}
export type HotelAdminRepository = ReturnType<typeof createHotelAdminRepository>
