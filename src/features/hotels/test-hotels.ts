/** A complete hotel answer and an empty one (every section without content), for the hotel page's tests. */
import type { HotelDetail, MiceFacility } from '#domain/hotels/types.ts'

export const MICE: MiceFacility = {
  name: 'Salon des Cimes',
  markdownDescription: 'Daylight from three sides.',
  configurations: [{ name: 'Theatre', type: 'theatre', maxOccupancy: 160 }],
  dimensions: { area: 176, length: 16, width: 11, ceilingHeight: 3.8, unit: 'metric' },
  equipment: [{ name: 'Wireless microphone', quantity: 4 }],
  images: [{ url: 'interiors/salon.svg' }],
  isIndoor: true,
  isOutdoor: false,
}

export const FULL_HOTEL: HotelDetail = {
  _id: '0123456789abcdef01234567',
  name: 'Hotel Alpenstern',
  category: '5 Star',
  chain: 'Alpine Collection',
  statusLevel: 'Preferred Partner',
  externalRatings: { bookingCom: 9.4, tripAdvisorBubbles: 4.5 },
  images: [{ url: 'hotels/a.svg' }, { url: 'hotels/b.svg' }],
  thumbnail: 'hotels/a.svg',
  memberOfPrograms: [{ _id: 'p1', name: 'Virtuoso', logoInline: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }],
  isChatEnabled: true,
  contact: { isChatEnabled: true, reservation: { phone: '+41 81 123 45 67' } },
  isDemo: false,
  hasToBeInvitedToDirectContract: false,
  location: {
    sector: null,
    city: 'St. Moritz',
    country: 'Switzerland',
    coordinates: { latitude: 46.5, longitude: 9.84 },
    closestAirport: { iataCode: 'ZRH', distanceInKm: 200 },
    directions: {
      byPlane: 'Fly into Zurich.',
      byChauffeuredService: '',
      byCar: 'Over the Julier pass.',
      byPublicTransport: '',
    },
    distanceStrings: ['200 km to Zurich airport (ZRH)'],
  },
  description: {
    bestFor: 'Couples and families who love the lake.',
    hotel: 'A palace above the lake.',
    location: 'In the village centre.',
    foodAndBeverage: '',
    wellness: 'A spa with an indoor pool.',
    onSiteActivities: '',
    offSiteActivities: '',
    sustainability: '',
  },
  diningVenues: [
    {
      type: 'Fine Dining',
      name: 'Le Sarment',
      michelinStars: 2,
      description: 'Alpine produce.',
      openingHoursDescription: 'Tuesday to Saturday, 19:00–22:00',
    },
  ],
  facilities: [{ facility: 'Spa and Wellness Centre', priceText: null, description: 'Sauna and hammam.' }],
  checkIn: {
    startTime: '15:00',
    endTime: '23:00',
    minAge: 18,
    depositDescription: 'A pre-authorisation is taken on arrival.',
    instructions: 'Our doorman meets you at the entrance.',
    isCreditCardRequired: true,
    isPhotoIdRequired: true,
  },
  agePolicy: { isAdultsOnlyHotel: false, minGuestAge: 0, maxAgeConsideredInfant: 2, maxAgeConsideredChild: 16 },
  petPolicy: { arePetsAllowed: true, restrictions: 'Dogs up to 15 kg.' },
  smokingPolicy: 'Smoking on the terrace only.',
  bookingPolicyMarkdown: 'Full payment 14 days before arrival.',
  houseRulesMarkdown: '- Quiet after 22:00',
  mySalesManagers: [{ fullName: 'Anna Keller', email: 'anna.keller@example.com', image: 'portraits/anna.svg' }],
  miceFacilities: [],
  currency: 'CHF',
  maxKeys: 80,
}

export const EMPTY_HOTEL: HotelDetail = {
  ...FULL_HOTEL,
  _id: '0123456789abcdef01234568',
  name: 'Hotel Leer',
  hasToBeInvitedToDirectContract: true,
  description: null,
  diningVenues: [],
  facilities: [],
  checkIn: null,
  smokingPolicy: null,
  bookingPolicyMarkdown: null,
  houseRulesMarkdown: null,
  location: {
    ...FULL_HOTEL.location,
    closestAirport: { iataCode: '', distanceInKm: 0 },
    directions: { byPlane: '', byChauffeuredService: '', byCar: '', byPublicTransport: '' },
    distanceStrings: [],
  },
}

export const DEMO_HOTEL: HotelDetail = {
  ...FULL_HOTEL,
  _id: '0123456789abcdef01234569',
  isDemo: true,
  miceFacilities: [MICE],
}
