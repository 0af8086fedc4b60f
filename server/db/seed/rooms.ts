/** Rooms (categories: docs/product/catalogue.md#hotels-in-the-seed) and rate plans of a hotel, as table rows (pure). */
import type { Resort } from '#domain/catalogue/resorts.ts'
import type { RoomBed } from '#domain/catalogue/types.ts'
import type { rooms } from '#server/db/schema.ts'
import { ROOM_FACILITIES } from './facilities.ts'
import type { MediaPool } from './images/pool.ts'
import type { Rng } from './random.ts'

export type RoomRow = typeof rooms.$inferInsert

type Category = 'Room' | 'Junior Suite' | 'Suite' | 'Specialty Suite' | 'Residence With Kitchen' | 'Villa / Chalet'

type Spec = {
  names: string[]
  size: [number, number]
  bedrooms: [number, number]
  quantity: [number, number]
  price: [number, number]
  facilities: string[]
}
const SPECS: Record<Category, Spec> = {
  Room: {
    names: ['Classic Room', 'Deluxe Room', 'Superior Room', 'Prestige Room', 'Executive Room', 'Cosy Room'],
    size: [28, 45],
    bedrooms: [1, 1],
    quantity: [8, 40],
    price: [450, 900],
    facilities: ['rain-shower', 'minibar', 'coffee-machine', 'safe', 'smart-tv'],
  },
  'Junior Suite': {
    names: ['Junior Suite', 'Junior Suite with Balcony', 'Deluxe Junior Suite'],
    size: [45, 65],
    bedrooms: [1, 1],
    quantity: [4, 15],
    price: [800, 1600],
    facilities: ['bathtub', 'rain-shower', 'minibar', 'coffee-machine', 'balcony', 'bathrobes'],
  },
  Suite: {
    names: ['Prestige Suite', 'Family Suite', 'Panorama Suite', 'Alpine Suite', 'Grand Suite'],
    size: [60, 120],
    bedrooms: [1, 2],
    quantity: [2, 8],
    price: [1400, 3500],
    facilities: ['living-room', 'bathtub', 'walk-in-closet', 'balcony', 'fireplace', 'sound-system'],
  },
  'Specialty Suite': {
    names: ['Penthouse Suite', 'Presidential Suite', 'Royal Suite', 'Apartment Suite with Private Spa'],
    size: [120, 320],
    bedrooms: [2, 4],
    quantity: [1, 2],
    price: [4000, 12000],
    facilities: ['living-room', 'fireplace', 'terrace', 'private-sauna', 'butler', 'dining-area', 'walk-in-closet'],
  },
  'Residence With Kitchen': {
    names: ['Residence with Kitchen', 'Two-Bedroom Residence', 'Three-Bedroom Residence'],
    size: [90, 220],
    bedrooms: [2, 3],
    quantity: [1, 4],
    price: [2500, 7000],
    facilities: ['full-kitchen', 'dining-area', 'living-room', 'balcony', 'connecting-rooms'],
  },
  'Villa / Chalet': {
    names: ['Private Chalet', 'Chalet des Neiges', 'Villa Panorama', 'Hideaway Chalet'],
    size: [250, 700],
    bedrooms: [3, 6],
    quantity: [1, 1],
    price: [8000, 30000],
    facilities: ['full-kitchen', 'private-hot-tub', 'private-sauna', 'fireplace', 'terrace', 'butler', 'living-room'],
  },
}

const CATEGORY_FACTOR: Record<string, number> = { '4 Star': 0.6, '5 Star': 1, '5 Star Palace': 1.5 }

const king = (rng: Rng): RoomBed => ({
  bedType: 'kingSizeBed',
  isInStandardOccupancy: true,
  sleeps: [{ maxPax: 2, maxAdults: 2 }],
  twinBedPossible: rng.chance(0.5),
})
const queen: RoomBed = {
  bedType: 'queenSizeBed',
  isInStandardOccupancy: true,
  sleeps: [{ maxPax: 2, maxAdults: 2 }],
  twinBedPossible: false,
}
const single: RoomBed = {
  bedType: 'singleBed',
  isInStandardOccupancy: true,
  sleeps: [{ maxPax: 1, maxAdults: 1 }],
  twinBedPossible: false,
}
const sofa = (pax: number): RoomBed => ({
  bedType: 'sofaBed',
  isInStandardOccupancy: false,
  sleeps: [{ maxPax: pax, maxAdults: 1 }],
  twinBedPossible: false,
})
const bunk: RoomBed = {
  bedType: 'bunkBed',
  isInStandardOccupancy: false,
  sleeps: [{ maxPax: 2, maxAdults: 0 }],
  twinBedPossible: false,
}

function beds(rng: Rng, category: Category, bedrooms: number): RoomBed[] {
  if (category === 'Room') return rng.chance(0.3) ? [king(rng), sofa(1)] : [rng.chance(0.8) ? king(rng) : queen]
  if (category === 'Junior Suite') return [king(rng), sofa(rng.pick([1, 2]))]
  const out: RoomBed[] = [king(rng)]
  for (let b = 1; b < bedrooms; b++)
    out.push(rng.chance(0.6) ? king(rng) : rng.chance(0.5) ? queen : single, ...(rng.chance(0.3) ? [single] : []))
  if (category !== 'Specialty Suite' && rng.chance(0.5)) out.push(bunk)
  if (rng.chance(0.4)) out.push(sofa(2))
  return out
}

const VIEWS = ['Mountain', 'Valley', 'Village', 'Slopes', 'Forest', 'Garden']
const LOCAL_VIEW: Record<string, string> = {
  zermatt: 'Matterhorn',
  chamonix: 'Mont Blanc',
  'st-moritz': 'Lake',
  cortina: 'Dolomites',
}

/** Details a room's facility list cannot say, per facility key. */
const FACILITY_NOTES: Record<string, string> = {
  fireplace: 'Wood-burning fireplace, laid and lit by the butler on request',
  'coffee-machine': 'Nespresso machine with a selection of grand crus and fresh milk daily',
  minibar: 'Minibar with soft drinks included; wines and spirits on consumption',
  'private-sauna': 'Private Finnish sauna with an infrared option and a rain shower',
  'private-hot-tub': 'Outdoor hot tub on the terrace, heated all year round',
  'smart-tv': '65-inch smart TV with international channels and casting from your phone',
  'sound-system': 'Bang & Olufsen sound system in the living room',
  butler: 'Butler service from 07:00 to 23:00, unpacking and packing on request',
  'boot-warmers': 'Heated boot warmers in the entrance and a ski locker at the ski room',
  bathtub: 'Freestanding bathtub with bath salts from the spa',
  'full-kitchen': 'Fully equipped kitchen with oven, dishwasher and a private chef on request',
}

function facilitiesMarkdown(rng: Rng, keys: Set<string>): string | null {
  const notes = [...keys].map((k) => FACILITY_NOTES[k]).filter((n): n is string => n !== undefined)
  if (notes.length === 0 || !rng.chance(0.5)) return null
  return rng
    .sample(notes, rng.int(2, 4))
    .map((n) => `- ${n}`)
    .join('\n')
}

function pickCategories(rng: Rng, hotelCategory: string): Category[] {
  const count = rng.int(4, 8)
  const rich = hotelCategory !== '4 Star'
  const pool: Category[] = [
    'Room',
    'Room',
    'Junior Suite',
    'Suite',
    'Suite',
    'Specialty Suite',
    'Residence With Kitchen',
    ...(rich ? ['Villa / Chalet' as const, 'Specialty Suite' as const] : ['Room' as const, 'Junior Suite' as const]),
  ]
  return [...pool.slice(0, 3), ...rng.sample(pool.slice(3), count - 3)].slice(0, count)
}

const COUNTED = /^(One|Two|Three|Four|Five|Six)-Bedroom /
const COUNTS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six']

/**
 * The room's name as drawn, unless it counts bedrooms ("Two-Bedroom Residence") and the room has
 * another number: then the category's name with that number, or its first name that counts none.
 */
export function nameForBedrooms(drawn: string, bedrooms: number, names: readonly string[]): string {
  const counted = COUNTED.exec(drawn)
  if (!counted || COUNTS.indexOf(counted[1]!) + 1 === bedrooms) return drawn
  const exact = names.find((n) => COUNTED.exec(n)?.[1] === COUNTS[bedrooms - 1])
  return exact ?? names.find((n) => !COUNTED.test(n)) ?? drawn
}

export function buildRooms(
  rng: Rng,
  hotel: { id: string; category: string; petsAllowed: boolean },
  resort: Resort,
  prestige: number,
  pool: MediaPool,
): RoomRow[] {
  const usedNames = new Set<string>()
  return pickCategories(rng, hotel.category).map((category) => {
    const spec = SPECS[category]
    const drawn = rng.pick(spec.names)
    const bedrooms = rng.int(spec.bedrooms[0], spec.bedrooms[1])
    // a name that counts bedrooms says the drawn count (no draw of its own: the rest of the seed is unchanged)
    let name = nameForBedrooms(drawn, bedrooms, spec.names)
    if (usedNames.has(name))
      name =
        spec.names.find((n) => !usedNames.has(n) && nameForBedrooms(n, bedrooms, spec.names) === n) ??
        `${name} ${usedNames.size + 1}`
    usedNames.add(name)
    const size = rng.int(spec.size[0], spec.size[1])
    const facilityKeys = new Set([
      ...spec.facilities,
      ...rng.sample(
        ROOM_FACILITIES.map((f) => f.key),
        rng.int(2, 8),
      ),
      'underfloor-heating',
      'hypoallergenic-bedding',
    ])
    const images = [
      rng.pick(pool.interiors.filter((i) => i.kind === 'bedroom')).url,
      ...rng.sample(pool.interiors, rng.int(2, 5)).map((i) => i.url),
    ]
    const views = rng.sample([...VIEWS, ...(LOCAL_VIEW[resort.slug] ? [LOCAL_VIEW[resort.slug]] : [])], rng.int(1, 3))
    return {
      id: rng.id(),
      hotelId: hotel.id,
      name,
      category,
      descriptionMarkdown: `${size} m² of calm with ${views.join(' and ').toLowerCase()} views.\n\n- ${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}, ${bedrooms + (size > 150 ? 1 : 0)} bathroom${bedrooms + (size > 150 ? 1 : 0) > 1 ? 's' : ''}\n- ${rng.pick(['Handmade Alpine furniture', 'Oak floors and wool rugs', 'Original artwork', 'Floor-to-ceiling windows'])}\n- ${rng.pick(['Nightly turndown', 'Pillow menu', 'Heated bathroom floors', 'Complimentary minibar'])}`,
      beds: beds(rng, category, bedrooms),
      sizeSqmMin: size,
      sizeSqmMax: rng.chance(0.3) ? size + rng.int(5, 20) : size,
      outdoorSpaceSqmMin:
        facilityKeys.has('balcony') || facilityKeys.has('terrace')
          ? rng.int(6, category === 'Villa / Chalet' ? 200 : 40)
          : null,
      outdoorSpaceSqmMax: null,
      numBedrooms: bedrooms,
      numBathrooms: bedrooms + (size > 150 ? 1 : 0),
      viewsFromRoom: views,
      facilities: ROOM_FACILITIES.filter((f) => facilityKeys.has(f.key)).map((f) => f.id),
      facilitiesMarkdown: facilitiesMarkdown(rng, facilityKeys),
      petsAllowed: hotel.petsAllowed && rng.chance(0.6),
      images,
      floorplans: category === 'Room' ? [] : rng.sample(pool.floorplans, rng.int(1, 2)),
      thumbnail: images[0],
      quantity: rng.int(spec.quantity[0], spec.quantity[1]),
      basePrice:
        Math.round((rng.range(spec.price[0], spec.price[1]) * CATEGORY_FACTOR[hotel.category] * prestige) / 10) * 10,
    }
  })
}
