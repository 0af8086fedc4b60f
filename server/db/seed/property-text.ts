/**
 * Property descriptions in English and German, composed from parallel sentence parts so that both
 * languages say the same thing in natural prose (German articles follow the property type).
 */
import type { LocalizedText, PropertyType } from '#domain/catalogue/types.ts'
import type { Rng } from './random.ts'

export type DescriptionInput = {
  name: string
  type: PropertyType
  city: string
  sector: string | null
  skiArea: string
  bedrooms: number
  adults: number | null
  children: number | null
  facilityKeys: string[]
  serviceLevels: string[]
  skiLift: number
  resortCentre: number
  airportKm: number
  airportName: string
}

type Pair = [string, string]
const join = (items: string[], and: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`
const distanceEn = (m: number) => (m >= 1000 ? `${(m / 1000).toFixed(1)} km` : `${m} m`)
const distanceDe = (m: number) => distanceEn(m).replace('.', ',')

function grammar(type: PropertyType) {
  const fem = type === 'Villa'
  return {
    Pron: fem ? 'Sie' : 'Es',
    pron: fem ? 'sie' : 'es',
    ein: fem ? 'eine' : 'ein',
    rel: fem ? 'die' : 'das',
    typeDe: type === 'Apartment' ? 'Apartment' : type,
  }
}

function place(input: DescriptionInput): Pair {
  const { sector, city } = input
  if (!sector) return [`in ${city}`, `in ${city}`]
  if (sector === 'Centre') return [`in the heart of ${city}`, `im Herzen von ${city}`]
  return [`in ${sector}, ${city}`, `in ${sector}, ${city}`]
}

const SETTINGS: Pair[] = [
  ['on a quiet, sun-drenched slope', 'an einem ruhigen, sonnigen Hang'],
  ['a few steps from the pistes', 'nur wenige Schritte von den Pisten entfernt'],
  ['in a secluded clearing among the larches', 'auf einer abgeschiedenen Lichtung zwischen Lärchen'],
  ['at the edge of the forest', 'direkt am Waldrand'],
  ['above the village rooftops', 'oberhalb der Dächer des Dorfes'],
]

const VIEWS = (skiArea: string): Pair[] => [
  ['sweeping views of the surrounding peaks', 'einen weiten Blick auf die umliegenden Gipfel'],
  ['uninterrupted views across the valley', 'einen freien Blick über das Tal'],
  [`a front-row view of the ${skiArea} slopes`, `einen Logenplatz mit Blick auf die Pisten von ${skiArea}`],
  ['a panorama that turns pink at sunset', 'ein Panorama, das bei Sonnenuntergang rosa leuchtet'],
]

function structure(rng: Rng, input: DescriptionInput): Pair {
  const g = grammar(input.type)
  const n = input.bedrooms
  if (input.type === 'Apartment') {
    return rng.pick<Pair>([
      [
        `Set on the top floors of a small residence, the apartment has ${n} bedrooms, ceilings of old larch and walls of glass.`,
        `In den obersten Etagen einer kleinen Residenz gelegen, bietet das Apartment ${n} Schlafzimmer, Decken aus altem Lärchenholz und Wände aus Glas.`,
      ],
      [
        `It is a ${n}-bedroom apartment where hotel-style service meets the privacy of a home.`,
        `Es ist ein Apartment mit ${n} Schlafzimmern, in dem Service auf Hotelniveau auf die Privatsphäre eines eigenen Zuhauses trifft.`,
      ],
    ])
  }
  const typeEn = input.type.toLowerCase()
  return rng.pick<Pair>([
    [
      `Built from reclaimed larch, local stone and glass, it is a ${n}-bedroom ${typeEn} that feels both intimate and generous.`,
      `Aus Altholz, heimischem Stein und Glas erbaut, ist ${g.pron} ${g.ein} ${g.typeDe} mit ${n} Schlafzimmern, ${g.rel} zugleich intim und großzügig wirkt.`,
    ],
    [
      `Spread over four floors, this ${n}-bedroom ${typeEn} was rebuilt by an award-winning Alpine architect.`,
      `${g.Pron} erstreckt sich über vier Etagen und wurde von einem preisgekrönten Alpenarchitekten neu gestaltet – ${g.ein} ${g.typeDe} mit ${n} Schlafzimmern.`,
    ],
    [
      `Behind a traditional façade of weathered wood hides a light-filled ${typeEn} of ${n} bedrooms.`,
      `Hinter einer traditionellen Fassade aus verwittertem Holz verbirgt sich ${g.ein} lichtdurchflutete${g.ein === 'eine' ? '' : 's'} ${g.typeDe} mit ${n} Schlafzimmern.`,
    ],
  ])
}

function sleeps(input: DescriptionInput): Pair {
  const g = grammar(input.type)
  if (input.adults === null)
    return [
      'Sleeping arrangements are tailored to each party on request.',
      'Die Schlafmöglichkeiten werden auf Anfrage auf jede Gruppe abgestimmt.',
    ]
  const kids = !input.children
    ? ['', '']
    : input.children === 1
      ? [' and 1 child', ' und 1 Kind']
      : [` and ${input.children} children`, ` und ${input.children} Kinder`]
  return [
    `It sleeps ${input.adults} adults${kids[0]}, every bedroom with its own bathroom.`,
    `${g.Pron} bietet Platz für ${input.adults} Erwachsene${kids[1]}, jedes Schlafzimmer mit eigenem Bad.`,
  ]
}

const INTERIORS: Pair[] = [
  [
    'The double-height living room gathers around an open fireplace, while floor-to-ceiling windows frame the mountains.',
    'Der Wohnraum mit doppelter Raumhöhe gruppiert sich um einen offenen Kamin, während raumhohe Fenster die Berge einrahmen.',
  ],
  [
    'Interiors pair cashmere, bronze and weathered oak with contemporary art.',
    'Die Einrichtung verbindet Kaschmir, Bronze und gealterte Eiche mit zeitgenössischer Kunst.',
  ],
  [
    'A chef’s kitchen opens onto a long dining table, lit by candles and the glow of the hearth.',
    'Eine Profiküche öffnet sich zu einer langen Tafel, beleuchtet von Kerzen und dem Schein des Kamins.',
  ],
  [
    'Each bedroom is a quiet retreat of linen, wool and stone.',
    'Jedes Schlafzimmer ist ein ruhiger Rückzugsort aus Leinen, Wolle und Stein.',
  ],
  [
    'Wide terraces catch the sun from breakfast until the last run of the day.',
    'Weitläufige Terrassen fangen die Sonne vom Frühstück bis zur letzten Abfahrt des Tages ein.',
  ],
]

const WELLNESS: Record<string, Pair> = {
  'swimming-pool': ['an indoor pool', 'einen Innenpool'],
  sauna: ['a sauna', 'eine Sauna'],
  hammam: ['a hammam', 'ein Hamam'],
  'hot-tub': ['a hot tub on the terrace', 'einen Whirlpool auf der Terrasse'],
  'massage-room': ['a massage room', 'einen Massageraum'],
  'fitness-room': ['a fitness room', 'einen Fitnessraum'],
}
const LEISURE: Record<string, Pair> = {
  'cinema-room': ['a cinema room', 'einen Kinoraum'],
  'wine-cellar': ['a wine cellar', 'einen Weinkeller'],
  'games-room': ['a games room', 'ein Spielzimmer'],
  'childrens-room': ['a playroom for the children', 'ein Spielzimmer für die Kinder'],
}

function listSentence(keys: string[], table: Record<string, Pair>, lead: Pair): Pair | null {
  const items = keys.filter((k) => table[k]).map((k) => table[k])
  if (items.length === 0) return null
  return [
    `${lead[0]} ${join(
      items.map((i) => i[0]),
      'and',
    )}.`,
    `${lead[1]} ${join(
      items.map((i) => i[1]),
      'und',
    )}.`,
  ]
}

function service(input: DescriptionInput): Pair {
  const g = grammar(input.type)
  if (input.serviceLevels.includes('Catered'))
    return [
      'A dedicated team of chef, chalet manager and housekeepers looks after every detail, from breakfast to a candlelit dinner.',
      'Ein eigenes Team aus Koch, Chalet-Manager und Housekeeping kümmert sich um jedes Detail, vom Frühstück bis zum Abendessen bei Kerzenschein.',
    ]
  if (input.serviceLevels.includes('Bed & Breakfast'))
    return [
      'Breakfast is prepared each morning, and our concierge arranges restaurants, ski passes and private instructors.',
      'Jeden Morgen wird das Frühstück zubereitet, und unser Concierge organisiert Restaurants, Skipässe und Privatlehrer.',
    ]
  return [
    `Guests who value their privacy rent it self-catered, with daily housekeeping available on request.`,
    `Wer Privatsphäre schätzt, mietet ${g.pron} als Selbstversorger; eine tägliche Reinigung ist auf Anfrage möglich.`,
  ]
}

const AIRPORT_DE: Record<string, string> = {
  Geneva: 'Genf',
  Zurich: 'Zürich',
  'Venice Marco Polo': 'Venedig Marco Polo',
}

function location(input: DescriptionInput): Pair {
  const airportEn = `${input.airportName} airport is ${input.airportKm} km away`
  const airportDe = `der Flughafen ${AIRPORT_DE[input.airportName] ?? input.airportName} ist ${input.airportKm} km entfernt`
  if (input.skiLift <= 50)
    return [
      `With the piste right outside, it is truly ski-in ski-out, and ${airportEn}.`,
      `Die Piste liegt direkt vor der Tür – echtes Ski-in/Ski-out –, und ${airportDe}.`,
    ]
  return [
    `The nearest lift is ${distanceEn(input.skiLift)} away, the village centre ${distanceEn(input.resortCentre)}, and ${airportEn}.`,
    `Der nächste Lift ist ${distanceDe(input.skiLift)} entfernt, das Ortszentrum ${distanceDe(input.resortCentre)}, und ${airportDe}.`,
  ]
}

/** Two or three markdown paragraphs in both languages. */
export function propertyDescription(rng: Rng, input: DescriptionInput): LocalizedText {
  const [placeEn, placeDe] = place(input)
  const setting = rng.pick(SETTINGS)
  const view = rng.pick(VIEWS(input.skiArea))
  const intro: Pair = [
    `${input.name} sits ${setting[0]} ${placeEn}, with ${view[0]}.`,
    `${input.name} liegt ${setting[1]} ${placeDe} und bietet ${view[1]}.`,
  ]
  const p1 = [intro, structure(rng, input), sleeps(input)]
  const p2 = [
    ...rng.sample(INTERIORS, rng.int(1, 2)),
    listSentence(
      input.facilityKeys,
      WELLNESS,
      rng.pick<Pair>([
        ['The wellness floor offers', 'Der Wellnessbereich bietet'],
        ['To unwind after skiing there is', 'Zum Entspannen nach dem Skifahren gibt es'],
      ]),
    ),
    listSentence(input.facilityKeys, LEISURE, ['For the evenings there is', 'Für die Abende gibt es']),
  ].filter((p): p is Pair => p !== null)
  const p3 = [service(input), location(input)]
  const paragraphs = rng.chance(0.3) ? [p1, [...p2, ...p3]] : [p1, p2, p3]
  const text = (lang: 0 | 1) => paragraphs.map((ps) => ps.map((p) => p[lang]).join(' ')).join('\n\n')
  return { en: text(0), de: text(1) }
}
