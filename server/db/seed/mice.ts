/**
 * MICE facilities (meetings, incentives, conferences, events) of the standard demo hotels
 * (docs/product/catalogue.md#hotels-in-the-seed): rooms with their seating configurations,
 * dimensions and equipment (pure).
 */
import type { MiceFacility } from '#domain/hotels/types.ts'
import type { MediaPool } from './images/pool.ts'
import type { Rng } from './random.ts'

type VenueDef = {
  name: string
  text: string
  /** [length, width] in metres */
  size: [number, number]
  ceiling: number
  indoor: boolean
  outdoor: boolean
  kinds: string[]
}

const VENUES: VenueDef[] = [
  {
    name: 'Grand Ballroom',
    text: 'A pillar-free ballroom under a coffered ceiling, with its own foyer for welcome drinks and a direct service entrance from the kitchens.',
    size: [32, 18],
    ceiling: 6.5,
    indoor: true,
    outdoor: false,
    kinds: ['Theatre', 'Banquet', 'Cocktail', 'Classroom'],
  },
  {
    name: 'Salon des Cimes',
    text: 'Daylight from three sides and a view of the peaks: the salon suits seminars by day and private dinners by night.',
    size: [16, 11],
    ceiling: 3.8,
    indoor: true,
    outdoor: false,
    kinds: ['Theatre', 'Classroom', 'U-Shape', 'Banquet'],
  },
  {
    name: 'Boardroom',
    text: 'A wood-panelled boardroom with one table of Alpine walnut, leather chairs and a discreet butler pantry.',
    size: [9, 5],
    ceiling: 3.2,
    indoor: true,
    outdoor: false,
    kinds: ['Boardroom'],
  },
  {
    name: 'Panorama Terrace',
    text: 'The sun terrace above the slopes, heated and tented in winter: cocktail receptions, award evenings and summer lunches.',
    size: [28, 12],
    ceiling: 4,
    indoor: false,
    outdoor: true,
    kinds: ['Cocktail', 'Banquet'],
  },
  {
    name: 'Library Lounge',
    text: 'Fireplace, first editions and deep armchairs: the lounge takes breakout sessions and after-dinner drinks.',
    size: [12, 8],
    ceiling: 3.4,
    indoor: true,
    outdoor: false,
    kinds: ['Cocktail', 'Theatre', 'U-Shape'],
  },
]

/** Guests per square metre of each configuration (planners' rules of thumb). */
const DENSITY: Record<string, { type: string; perSqm: number }> = {
  Theatre: { type: 'theatre', perSqm: 1 / 1.1 },
  Classroom: { type: 'classroom', perSqm: 1 / 1.8 },
  Banquet: { type: 'banquet', perSqm: 1 / 1.5 },
  Cocktail: { type: 'reception', perSqm: 1 / 0.9 },
  'U-Shape': { type: 'u-shape', perSqm: 1 / 3.2 },
  Boardroom: { type: 'boardroom', perSqm: 1 / 3 },
}

const EQUIPMENT = [
  'Laser projector',
  'LED wall',
  'Wireless microphone',
  'Lectern',
  'Flip chart',
  'Video-conference system',
  'Stage riser',
  'Simultaneous interpretation booth',
]

/** 2 to 4 MICE facilities of a standard demo hotel; the ballroom only in 5 Star hotels. */
export function miceFacilities(rng: Rng, pool: MediaPool, category: string): MiceFacility[] {
  const choices = category === '4 Star' ? VENUES.filter((v) => v.name !== 'Grand Ballroom') : VENUES
  const venues = rng.sample(choices, rng.int(2, Math.min(4, choices.length)))
  const rooms = pool.interiors.filter((i) => i.kind === 'living' || i.kind === 'dining')
  return venues.map((venue) => {
    const [length, width] = venue.size
    const area = length * width
    return {
      name: venue.name,
      markdownDescription: `${venue.text}\n\n- ${area} m², ceiling height ${venue.ceiling} m\n- Natural daylight${venue.outdoor ? ', heated in winter' : ', blackout blinds'}\n- Dedicated event manager`,
      configurations: venue.kinds.map((name) => ({
        name,
        type: DENSITY[name].type,
        maxOccupancy: Math.max(6, Math.floor((area * DENSITY[name].perSqm) / 2) * 2),
      })),
      dimensions: { area, length, width, ceilingHeight: venue.ceiling, unit: 'metric' as const },
      equipment: rng.sample(EQUIPMENT, rng.int(3, 6)).map((name) => ({
        name,
        quantity: name === 'Wireless microphone' ? rng.int(2, 8) : 1,
      })),
      images: rng.sample(rooms.length > 0 ? rooms : pool.interiors, 2).map((i) => ({ url: i.url })),
      isIndoor: venue.indoor,
      isOutdoor: venue.outdoor,
    }
  })
}
