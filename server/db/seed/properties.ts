/** Properties (chalets, apartments, villas) with their stays, as rows for the `properties` and `stays` tables (pure). */
import type { PropertyType } from '#domain/catalogue/types.ts'
import { toAsciiSlug } from '#domain/text/ascii-slug.ts'
import type { properties } from '#server/db/schema.ts'
import { PROPERTY_FACILITIES } from './facilities.ts'
import { pickGallery, pickLandscape } from './images/pool.ts'
import type { MediaPool } from './images/pool.ts'
import { OPERATORS } from './organisations.ts'
import {
  AVAILABILITY_ON_REQUEST,
  SERVICE_LEVEL_SETS,
  SERVICE_LEVEL_WEIGHTS,
  buildSalesInformation,
  buildServicesIncluded,
} from './property-sales.ts'
import { PropertyNamer } from './property-names.ts'
import { propertyDescription } from './property-text.ts'
import type { Rng } from './random.ts'
import { RESORT_PROFILES, RESORT_WEIGHTS, jitterCoordinates, resortForIndex } from './resort-profile.ts'
import type { SeasonWindow } from './seasons.ts'
import { baseWeeklyRate, buildStays, lowestRate } from './stays.ts'
import type { StayRow } from './stays.ts'

export type PropertyRow = typeof properties.$inferInsert

/** Equipment that goes with a facility (the facility list drives the search filter). */
const FACILITY_EQUIPMENT: Record<string, string> = {
  'hot-tub': 'Hot tub',
  sauna: 'Sauna',
  'swimming-pool': 'Indoor swimming pool',
  hammam: 'Hammam',
  'fitness-room': 'Fitness room with Technogym equipment',
  'cinema-room': 'Cinema room',
  fireplace: 'Open fireplace',
  'wine-cellar': 'Wine cellar',
  'games-room': 'Games room with billiards',
  lift: 'Lift',
  garage: 'Private garage',
  'massage-room': 'Massage room',
  'childrens-room': "Children's playroom",
}

const EXTRA_EQUIPMENT = [
  'Ski room with boot warmers',
  'Grand piano',
  'Sonos sound system',
  'Wi-Fi throughout',
  'Smart TVs in every bedroom',
  'Bar',
  'Outdoor terrace with loungers',
  'Heated boot room',
  'Dishwasher',
  'Nespresso machine',
  'Underfloor heating',
  'Bathrobes and slippers',
  'Library',
  'Dressing rooms',
  'Laundry room',
  'Outdoor fire pit',
  'Electric car charger',
  'Cots and high chairs on request',
  'Steam oven',
  'Walk-in wine fridge',
  'Yoga corner',
  'Heated outdoor pool',
]

/** How likely each facility is, for a chalet/villa and for an apartment. */
const FACILITY_ODDS: Record<string, [number, number]> = {
  'hot-tub': [0.6, 0.25],
  sauna: [0.7, 0.35],
  'swimming-pool': [0.35, 0.08],
  hammam: [0.4, 0.15],
  'fitness-room': [0.35, 0.1],
  'cinema-room': [0.45, 0.1],
  'ski-in-ski-out': [0.3, 0.25],
  fireplace: [0.85, 0.5],
  'wine-cellar': [0.4, 0.05],
  'games-room': [0.3, 0.05],
  lift: [0.35, 0.7],
  garage: [0.6, 0.5],
  'massage-room': [0.3, 0.05],
  'childrens-room': [0.25, 0.1],
}

export type PropertyContext = {
  rng: Rng
  stayRng: Rng
  namer: PropertyNamer
  pool: MediaPool
  seasons: SeasonWindow[]
  total: number
}

export function createPropertyContext(
  rng: Rng,
  pool: MediaPool,
  seasons: SeasonWindow[],
  total: number,
): PropertyContext {
  return {
    rng: rng.fork('properties'),
    stayRng: rng.fork('stays'),
    namer: new PropertyNamer(rng.fork('property-names')),
    pool,
    seasons,
    total,
  }
}

const demoIndexes = (total: number) => (total >= 20 ? [18, 19] : total >= 4 ? [total - 1] : [])

export function buildProperty(ctx: PropertyContext, index: number): { property: PropertyRow; stays: StayRow[] } {
  const { rng, pool } = ctx
  const profile = resortForIndex(index, () => rng.weighted(RESORT_PROFILES, RESORT_WEIGHTS))
  const { resort } = profile
  const demos = demoIndexes(ctx.total)
  const isDemo = demos.includes(index)
  const randomType = rng.weighted<PropertyType>(['Chalet', 'Apartment', 'Villa'], [65, 28, 7])
  const type: PropertyType = isDemo ? (index === demos[0] ? 'Chalet' : 'Apartment') : randomType
  const bedrooms =
    type === 'Apartment'
      ? rng.int(2, 6)
      : type === 'Villa'
        ? rng.int(5, 12)
        : Math.min(12, rng.int(4, 7) + (rng.chance(0.3) ? rng.int(1, 5) : 0))
  const sector = resort.sectors.length > 0 ? rng.pick(resort.sectors) : null
  const named = ctx.namer.next(resort.slug, type, profile.language, resort.sectors)
  const name = isDemo ? `LDS Demo ${type} ${resort.name}` : named.name
  const id = rng.id()
  const levels = rng.weighted(SERVICE_LEVEL_SETS, SERVICE_LEVEL_WEIGHTS[type])
  const facilityKeys = PROPERTY_FACILITIES.filter((f) =>
    rng.chance(FACILITY_ODDS[f.key][type === 'Apartment' ? 1 : 0]),
  ).map((f) => f.key)
  const skiInOut = facilityKeys.includes('ski-in-ski-out')
  const equipment = [...facilityKeys.filter((k) => FACILITY_EQUIPMENT[k]).map((k) => FACILITY_EQUIPMENT[k])]
  const extras = rng.sample(EXTRA_EQUIPMENT, Math.max(0, rng.int(4, 16) - equipment.length))
  const noBeds = rng.chance(0.03)
  const adults = noBeds ? null : bedrooms * 2 + rng.int(0, 2)
  const children = noBeds ? null : type === 'Apartment' ? rng.int(0, 2) : rng.int(0, 4)
  const op = rng.weighted(
    OPERATORS,
    OPERATORS.map((o) => o.weight),
  )
  const distances = {
    skiLift: skiInOut ? rng.int(0, 40) : Math.round(rng.range(80, 1800) / 10) * 10,
    resortCentre: sector === 'Centre' ? rng.int(50, 400) : Math.round(rng.range(150, 3500) / 10) * 10,
    airport: resort.airport.distanceKm + rng.int(-4, 8),
    airportName: resort.airport.name,
  }
  const onRequestOnly = !isDemo && rng.chance(0.05)
  const stays = onRequestOnly
    ? []
    : buildStays(ctx.stayRng, {
        propertyId: id,
        serviceLevels: levels,
        baseWeekly: baseWeeklyRate(rng, bedrooms, profile.prestige, type),
        seasons: ctx.seasons,
        gapRatio: rng.chance(0.15) ? rng.range(0.15, 0.4) : 0,
      })
  const thumbnail = pickLandscape(rng, pool)
  const property: PropertyRow = {
    id,
    slug: isDemo ? toAsciiSlug(name) : named.slug,
    name,
    city: resort.name,
    citySlug: resort.slug,
    sector,
    country: resort.country,
    propertyType: type,
    bedrooms,
    bedsAdults: adults,
    bedsChildren: children,
    thumbnail,
    images: pickGallery(rng, pool, rng.int(5, 10), thumbnail),
    currency: resort.currency,
    priceFrom: lowestRate(stays),
    petsAllowed: rng.chance(0.2),
    serviceLevels: levels,
    servicesIncluded: buildServicesIncluded(rng, levels),
    equipmentIncluded: [...equipment, ...extras].map((e) => ({ equipment: e })),
    facilities: facilityKeys.map((k) => (PROPERTY_FACILITIES.find((f) => f.key === k) as { id: string }).id),
    floorplans: rng.sample(pool.floorplans, rng.int(1, 3)).map((url) => ({ url })),
    ...jitterCoordinates(resort, 2.5, rng.float(), rng.float()),
    distances,
    description: propertyDescription(rng, {
      name,
      type,
      city: resort.name,
      sector,
      skiArea: resort.skiArea,
      bedrooms,
      adults,
      children,
      facilityKeys,
      serviceLevels: levels,
      skiLift: distances.skiLift,
      resortCentre: distances.resortCentre,
      airportKm: distances.airport,
      airportName: resort.airport.name,
    }),
    operator: op.name,
    operatorId: op.id,
    salesInformation: rng.chance(0.88) || isDemo ? buildSalesInformation(rng, op, bedrooms) : null,
    availabilityMessage: onRequestOnly ? AVAILABILITY_ON_REQUEST : null,
    sortOrder: isDemo ? 0 : rng.int(1, 9_999),
    isDemo,
  }
  return { property, stays }
}
