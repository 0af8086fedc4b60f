/**
 * The resorts the catalogue covers (the city of a property path is looked up in this fixed list of resort display
 * names: docs/product/catalogue.md#resorts). Pure data and lookups.
 */
import { toAsciiSlug } from '../text/ascii-slug.ts'
import type { Country } from './types.ts'

export type ResortCurrency = 'EUR' | 'CHF'

export type Resort = {
  /** display name, the `city` value of properties and hotels */
  name: string
  /** lowercase hyphenated ascii, used in paths (/chalets/france/courchevel-1850) */
  slug: string
  /** other names people use for the same village */
  aliases: string[]
  country: Country
  region: string
  /** the resort family a village belongs to (e.g. Courchevel), equal to the name otherwise */
  area: string
  skiArea: string
  latitude: number
  longitude: number
  /** village altitude in metres */
  altitude: number
  airport: { name: string; iataCode: string; distanceKm: number }
  /** quarters of the resort; the search offers sector choices when there are 2 or more */
  sectors: string[]
  currency: ResortCurrency
}

const GVA = (distanceKm: number) => ({ name: 'Geneva', iataCode: 'GVA', distanceKm })
const ZRH = (distanceKm: number) => ({ name: 'Zurich', iataCode: 'ZRH', distanceKm })
const INN = (distanceKm: number) => ({ name: 'Innsbruck', iataCode: 'INN', distanceKm })

type ResortInput = Omit<Resort, 'slug' | 'currency' | 'aliases' | 'area' | 'sectors'> &
  Partial<Pick<Resort, 'aliases' | 'area' | 'sectors'>>

const resort = (r: ResortInput): Resort => ({
  ...r,
  slug: toAsciiSlug(r.name),
  aliases: r.aliases ?? [],
  area: r.area ?? r.name,
  sectors: r.sectors ?? [],
  currency: r.country === 'Switzerland' ? 'CHF' : 'EUR',
})

const TROIS_VALLEES = 'Les 3 Vallées'

export const RESORTS: readonly Resort[] = [
  resort({
    name: 'Courchevel 1300',
    aliases: ['Le Praz', 'Courchevel Le Praz'],
    area: 'Courchevel',
    country: 'France',
    region: 'Savoie',
    skiArea: TROIS_VALLEES,
    latitude: 45.4289,
    longitude: 6.6244,
    altitude: 1300,
    airport: GVA(146),
  }),
  resort({
    name: 'Courchevel 1550',
    aliases: ['Courchevel Village'],
    area: 'Courchevel',
    country: 'France',
    region: 'Savoie',
    skiArea: TROIS_VALLEES,
    latitude: 45.4199,
    longitude: 6.6389,
    altitude: 1550,
    airport: GVA(149),
  }),
  resort({
    name: 'Courchevel 1650',
    aliases: ['Moriond', 'Courchevel Moriond'],
    area: 'Courchevel',
    country: 'France',
    region: 'Savoie',
    skiArea: TROIS_VALLEES,
    latitude: 45.4066,
    longitude: 6.6517,
    altitude: 1650,
    airport: GVA(151),
  }),
  resort({
    name: 'Courchevel 1850',
    aliases: ['Courchevel'],
    area: 'Courchevel',
    country: 'France',
    region: 'Savoie',
    skiArea: TROIS_VALLEES,
    latitude: 45.4154,
    longitude: 6.6347,
    altitude: 1850,
    airport: GVA(152),
    sectors: ['Jardin Alpin', 'Bellecôte', 'Les Chenus', 'Centre'],
  }),
  resort({
    name: 'Méribel',
    country: 'France',
    region: 'Savoie',
    skiArea: TROIS_VALLEES,
    latitude: 45.3967,
    longitude: 6.5656,
    altitude: 1450,
    airport: GVA(141),
    sectors: ['Mottaret', 'Méribel Village', 'Centre'],
  }),
  resort({
    name: 'Megève',
    country: 'France',
    region: 'Haute-Savoie',
    skiArea: 'Evasion Mont-Blanc',
    latitude: 45.8567,
    longitude: 6.6175,
    altitude: 1113,
    airport: GVA(70),
    sectors: ['Centre', "Mont d'Arbois", 'Rochebrune'],
  }),
  resort({
    name: "Val d'Isère",
    country: 'France',
    region: 'Savoie',
    skiArea: 'Espace Killy',
    latitude: 45.4481,
    longitude: 6.9797,
    altitude: 1850,
    airport: GVA(203),
    sectors: ['La Daille', 'Le Fornet', 'Centre'],
  }),
  resort({
    name: 'Saint-Martin-de-Belleville',
    aliases: ['St Martin de Belleville'],
    country: 'France',
    region: 'Savoie',
    skiArea: TROIS_VALLEES,
    latitude: 45.3814,
    longitude: 6.505,
    altitude: 1450,
    airport: GVA(148),
  }),
  resort({
    name: 'Chamonix',
    aliases: ['Chamonix-Mont-Blanc'],
    country: 'France',
    region: 'Haute-Savoie',
    skiArea: 'Chamonix Mont-Blanc Valley',
    latitude: 45.9237,
    longitude: 6.8694,
    altitude: 1035,
    airport: GVA(88),
    sectors: ['Centre', 'Les Praz', 'Argentière'],
  }),
  resort({
    name: 'Verbier',
    country: 'Switzerland',
    region: 'Valais',
    skiArea: '4 Vallées',
    latitude: 46.0961,
    longitude: 7.2286,
    altitude: 1500,
    airport: GVA(161),
    sectors: ['Centre', 'Savoleyres', 'Les Moulins'],
  }),
  resort({
    name: 'Zermatt',
    country: 'Switzerland',
    region: 'Valais',
    skiArea: 'Matterhorn Ski Paradise',
    latitude: 46.0207,
    longitude: 7.7491,
    altitude: 1608,
    airport: GVA(239),
    sectors: ['Winkelmatten', 'Centre'],
  }),
  resort({
    name: 'Gstaad',
    aliases: ['Saanen'],
    country: 'Switzerland',
    region: 'Bern',
    skiArea: 'Gstaad Mountain Rides',
    latitude: 46.475,
    longitude: 7.2861,
    altitude: 1050,
    airport: GVA(152),
  }),
  resort({
    name: 'St. Moritz',
    aliases: ['Saint Moritz', 'San Murezzan'],
    country: 'Switzerland',
    region: 'Graubünden',
    skiArea: 'Engadin St. Moritz',
    latitude: 46.4983,
    longitude: 9.839,
    altitude: 1822,
    airport: ZRH(201),
    sectors: ['Dorf', 'Bad', 'Champfèr'],
  }),
  resort({
    name: 'Davos',
    aliases: ['Davos Klosters'],
    country: 'Switzerland',
    region: 'Graubünden',
    skiArea: 'Davos Klosters',
    latitude: 46.8027,
    longitude: 9.836,
    altitude: 1560,
    airport: ZRH(148),
  }),
  resort({
    name: 'Lech',
    aliases: ['Lech am Arlberg', 'Lech Zürs'],
    country: 'Austria',
    region: 'Vorarlberg',
    skiArea: 'Ski Arlberg',
    latitude: 47.2081,
    longitude: 10.142,
    altitude: 1444,
    airport: INN(121),
    sectors: ['Centre', 'Oberlech', 'Zürs'],
  }),
  resort({
    name: 'St. Anton',
    aliases: ['St. Anton am Arlberg', 'Sankt Anton'],
    country: 'Austria',
    region: 'Tirol',
    skiArea: 'Ski Arlberg',
    latitude: 47.1287,
    longitude: 10.264,
    altitude: 1304,
    airport: INN(99),
  }),
  resort({
    name: 'Kitzbühel',
    aliases: ['Kitzbuehel'],
    country: 'Austria',
    region: 'Tirol',
    skiArea: 'KitzSki',
    latitude: 47.4492,
    longitude: 12.3925,
    altitude: 762,
    airport: { name: 'Salzburg', iataCode: 'SZG', distanceKm: 81 },
  }),
  resort({
    name: 'Cortina',
    aliases: ["Cortina d'Ampezzo"],
    country: 'Italy',
    region: 'Veneto',
    skiArea: 'Dolomiti Superski',
    latitude: 46.5405,
    longitude: 12.1357,
    altitude: 1224,
    airport: { name: 'Venice Marco Polo', iataCode: 'VCE', distanceKm: 162 },
  }),
]

export const RESORT_COUNTRIES: readonly Country[] = ['France', 'Switzerland', 'Austria', 'Italy']

const bySlug = new Map(RESORTS.map((r) => [r.slug, r]))
const byKey = new Map<string, Resort>()
for (const r of RESORTS) {
  for (const n of [r.name, ...r.aliases]) {
    const key = toAsciiSlug(n)
    if (!byKey.has(key)) byKey.set(key, r)
  }
}

export function findResortBySlug(slug: string): Resort | undefined {
  return bySlug.get(slug.trim().toLowerCase())
}

/** Case, accent and punctuation insensitive; also matches aliases ("Le Praz", "Cortina d'Ampezzo"). */
export function findResortByName(name: string): Resort | undefined {
  return byKey.get(toAsciiSlug(name))
}

export function resortsByCountry(country: Country): Resort[] {
  return RESORTS.filter((r) => r.country === country)
}

/** Every village of a resort family, by area name or slug ("Courchevel" / "courchevel" -> 4 villages). */
export function resortsInArea(area: string): Resort[] {
  const key = toAsciiSlug(area)
  return RESORTS.filter((r) => toAsciiSlug(r.area) === key)
}
