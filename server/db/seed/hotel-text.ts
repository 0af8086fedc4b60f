/** English prose of hotels: description parts, directions, dining venues and policies. */
import type { Resort } from '#domain/catalogue/resorts.ts'
import type { HotelDescription, HotelDiningVenue, HotelLocationExtras } from '#domain/catalogue/types.ts'
import type { Rng } from './random.ts'

const list = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export type HotelTextInput = {
  name: string
  category: string
  keys: number
  resort: Resort
  sector: string | null
  skiLiftM: number
  hasSpa: boolean
  hasPool: boolean
  hasKidsClub: boolean
  adultsOnly: boolean
  venues: HotelDiningVenue[]
}

const BEST_FOR = [
  'couples on a romantic escape',
  'families who ski together',
  'serious skiers chasing first tracks',
  'gourmets',
  'wellness seekers',
  'groups of friends',
  'guests who value discretion',
  'celebrations and milestone birthdays',
]
const STYLES = [
  'Interiors mix reclaimed wood, Alpine antiques and contemporary design, warmed by open fires in every lounge.',
  'Rooms are dressed in cashmere, felt and pale oak, with bathrooms of local stone and deep tubs.',
  'A recent renovation kept the timbered façade and hand-carved balconies while adding a crisp, modern calm inside.',
  'Original art by Alpine painters hangs throughout, and the library bar is the heart of the house after dark.',
]
const ON_SITE = [
  'ski butler service with heated boot lockers',
  'a ski school and rental desk in the lobby',
  'a private cinema',
  'a cigar lounge',
  'an ice rink on the terrace in winter',
  'yoga and pilates classes',
  'a wine cellar with tastings',
  'a boutique with local designers',
]
const OFF_SITE = [
  'heli-skiing with certified guides',
  'snowshoe walks by moonlight',
  'dog sledding',
  'paragliding over the valley',
  'ice climbing',
  'cross-country skiing',
  'summer golf and hiking',
  'mountain biking in summer',
]
const GREEN = [
  'The hotel is heated by a wood-chip plant fed from local forests.',
  'It runs on 100% renewable electricity from Alpine hydropower.',
  'Kitchens source most of their produce from farms within 100 km.',
  'Single-use plastics have been eliminated from rooms and restaurants.',
  'It holds the Green Key eco-label and publishes a yearly impact report.',
]

const metres = (m: number) => (m >= 1000 ? `${(m / 1000).toFixed(1)} km` : `${m} m`)

function lift(m: number): string {
  if (m <= 30) return 'ski-in ski-out, with the piste at the door'
  return m < 1000 ? `${m} m from the nearest lift` : `${metres(m)} from the lifts, with a shuttle on call`
}

export function hotelDescription(rng: Rng, t: HotelTextInput): HotelDescription {
  const where =
    t.sector && t.sector !== 'Centre' ? `in ${t.sector}, ${t.resort.name}` : `in the heart of ${t.resort.name}`
  const first = t.venues[0]
  const stars =
    first && first.michelinStars > 0
      ? `, holder of ${first.michelinStars} Michelin star${first.michelinStars > 1 ? 's' : ''}`
      : ''
  return {
    bestFor: `Best for ${list(rng.sample(t.adultsOnly ? BEST_FOR.filter((b) => !b.includes('famil')) : BEST_FOR, rng.int(2, 3)))}.`,
    hotel: `${t.name} is a ${t.category.toLowerCase()} hotel of ${t.keys} rooms and suites ${where}. ${rng.pick(STYLES)}`,
    location: `The hotel stands ${where}, ${lift(t.skiLiftM)}. ${t.resort.airport.name} airport (${t.resort.airport.iataCode}) is ${t.resort.airport.distanceKm} km away, in the ${t.resort.skiArea} ski area.`,
    foodAndBeverage: first
      ? `${t.venues.length > 1 ? `The hotel has ${t.venues.length} restaurants and bars, with ${first.name}${stars} at their heart` : `${first.name} is the hotel's restaurant${stars}`}. Breakfast is served until 11:00, and in-room dining runs around the clock.`
      : 'Breakfast is served until 11:00; the concierge books the best tables in the village.',
    wellness: t.hasSpa
      ? `The ${rng.int(6, 30) * 100} m² spa has ${list(rng.sample(['a sauna', 'a hammam', 'an ice fountain', 'a salt-stone relaxation room', 'six treatment rooms', 'a hair salon'], 3))}${t.hasPool ? ', and an indoor pool looks out over the peaks' : ''}.`
      : 'Guests have access to a partner spa in the village, and massages can be arranged in the room.',
    onSiteActivities: `${cap(list(rng.sample(ON_SITE, 3)))}${t.hasKidsClub ? ', plus a kids club for ages 3 to 12' : ''}.`,
    offSiteActivities: `Beyond the ${t.resort.skiArea} pistes, the concierge arranges ${list(rng.sample(OFF_SITE, 3))}.`,
    sustainability: rng.sample(GREEN, rng.int(1, 2)).join(' '),
  }
}

export function locationExtras(rng: Rng, resort: Resort, skiLiftM: number): HotelLocationExtras {
  const a = resort.airport
  const hours = Math.max(1, Math.round((a.distanceKm / 65) * 2) / 2)
  const courchevel = resort.area === 'Courchevel'
  return {
    closestAirport: { iataCode: a.iataCode, distanceInKm: a.distanceKm },
    directions: {
      byPlane: `Fly into ${a.name} (${a.iataCode}), ${a.distanceKm} km away.${courchevel ? ' Private aircraft and helicopters land at the Courchevel altiport, five minutes from the hotel.' : ''}`,
      byChauffeuredService: `Our chauffeur meets you in arrivals; the transfer takes about ${hours} hours in winter.`,
      byCar:
        resort.slug === 'zermatt'
          ? 'Zermatt is car-free: leave the car in Täsch and take the shuttle train (12 minutes); the hotel’s electric taxi waits at the station.'
          : `From ${a.name} follow the motorway and the mountain road up to ${resort.name}; winter tyres are compulsory. Valet parking on arrival.`,
      byPublicTransport: `Trains run from ${a.name} towards ${resort.region}; from the valley station the resort bus or our shuttle brings you to the door.`,
    },
    distanceStrings: [
      `${a.distanceKm} km to ${a.name} airport (${a.iataCode})`,
      skiLiftM <= 30 ? 'Ski-in ski-out' : `${metres(skiLiftM)} to the nearest ski lift`,
      `${rng.int(2, 12)} min walk to the village centre`,
    ],
  }
}

/** [name, type]: restaurants first, then bars and lounges. */
const RESTAURANTS: [string, string][] = [
  ['Le Sarment', 'Fine Dining'],
  ['La Table du Chef', 'Fine Dining'],
  ['Alpage', 'Fine Dining'],
  ['Il Camino', 'Italian'],
  ['Matsu', 'Japanese'],
  ['Stübli', 'Mountain Restaurant'],
  ['Le Comptoir', 'Brasserie'],
  ['Bellevue Brasserie', 'Brasserie'],
  ['La Terrasse', 'Terrace'],
  ['Fondue Cave', 'Mountain Restaurant'],
]
const BARS: [string, string][] = [
  ['The Library Bar', 'Bar'],
  ['The Fireside Lounge', 'Lounge'],
  ['Cigar Room', 'Lounge'],
  ['La Cave', 'Bar'],
]

function venueDescription(rng: Rng, type: string): string {
  if (type === 'Fine Dining')
    return `Seasonal Alpine cuisine built around lake fish, mountain herbs and cheeses from the valley, with a cellar of ${rng.int(6, 30) * 100} references.`
  if (type === 'Bar' || type === 'Lounge')
    return 'Signature cocktails, rare whiskies and live piano by the fire from 18:00.'
  return `A relaxed ${type.toLowerCase()} for long lunches and casual dinners, with sunny tables when the weather allows.`
}

export function diningVenues(rng: Rng, category: string): HotelDiningVenue[] {
  const count = rng.int(1, category === '4 Star' ? 2 : 4)
  const starOdds = category === '5 Star Palace' ? 0.7 : category === '5 Star' ? 0.3 : 0.05
  const first = rng.pick(RESTAURANTS.slice(0, 3))
  const others = rng.sample([...RESTAURANTS.slice(3), ...BARS], count - 1)
  return [first, ...others].map(([name, type], i) => ({
    type,
    name,
    michelinStars:
      i === 0 && rng.chance(starOdds) ? rng.weighted([1, 2, 3], [5, 3, category === '5 Star Palace' ? 2 : 0]) : 0,
    description: venueDescription(rng, type),
    openingHoursDescription:
      type === 'Bar' || type === 'Lounge'
        ? 'Daily 16:00–01:00'
        : rng.pick(['Daily 19:00–22:30', 'Tuesday to Sunday 19:30–22:00', 'Daily 12:00–15:00 and 19:00–22:30']),
  }))
}

export const SMOKING_POLICIES = [
  'Non-smoking hotel; smoking is permitted on balconies and terraces only.',
  'All rooms are non-smoking. Cigars may be enjoyed in the cigar lounge.',
  'Smoking is not permitted anywhere inside the hotel; a cleaning fee of EUR 500 applies.',
]

export function bookingPolicy(rng: Rng, currency: string): string {
  return [
    '### Booking policy',
    '',
    '- Reservations are guaranteed with a valid credit card.',
    `- A deposit of ${rng.pick([30, 50])}% is charged at booking for stays over Christmas and New Year.`,
    `- Extra beds are available in suites at ${currency} ${rng.pick([150, 200, 250])} per night.`,
    '- City tax is not included and is payable at the hotel.',
  ].join('\n')
}

export const HOUSE_RULES = [
  '### House rules\n\n- Quiet hours from 23:00 to 07:00.\n- Ski boots are not permitted beyond the ski room.\n- Children under 12 must be accompanied in the spa.',
  '### House rules\n\n- Smart casual attire in the restaurants after 19:00.\n- The pool is reserved for adults from 18:00.\n- Drones may not be flown from the property.',
]
