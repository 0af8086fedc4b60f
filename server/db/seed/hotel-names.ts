/** Believable hotel names per resort language, unique within a resort. */
import type { Rng } from './random.ts'
import type { NameLanguage } from './resort-profile.ts'
import { toRoman } from './property-names.ts'

const BASES: Record<NameLanguage | 'intl', string[]> = {
  fr: [
    "Le Chamois d'Or",
    "L'Étoile des Neiges",
    'Le Grand Aigle',
    'Les Sapins Blancs',
    'Le Bouquetin',
    'Le Blanc Manteau',
    'Les Neiges Éternelles',
    'Le Lodge des Cimes',
    "L'Aiguille d'Argent",
    'Le Roc Noir',
    'La Dame Blanche',
    'Le Clos des Pistes',
    'Les Terrasses du Sommet',
    'Le Refuge Doré',
    'Le Palais des Neiges',
    'Le Cerf Argenté',
    "Les Flocons d'Or",
    'Le Soleil Levant',
    'La Cordée Blanche',
    'Le Belvédère des Alpes',
    "L'Écrin Blanc",
    'Le Grand Tétras',
    'Les Hauts de la Vallée',
    'La Pierre Polie',
    'Le Mélèze Doré',
    'Le Chardon Bleu',
    'La Loge du Berger',
    "L'Hermine Blanche",
    'Le Val Blanc',
    'Les Alpages Dorés',
    'Le Pic Blanc',
    'La Maison des Guides',
    'Le Lys des Neiges',
    'Le Grand Cerf',
    'Le Jardin des Neiges',
    'Le Cristal de Roche',
  ],
  de: [
    'Alpenhof',
    'Schneekristall',
    'Bergjuwel',
    'Gipfelglück',
    'Steinbock',
    'Silberhorn',
    'Jägerhof',
    'Adlernest',
    'Bergwelt',
    'Post',
    'Krone',
    'Weisses Kreuz',
    'Alpenpalast',
    'Sternenhof',
    'Arvenstube',
    'Bergkönig',
    'Alpenglanz',
    'Himmelreich',
    'Sonnhalde',
    'Tannenheim',
    'Zirbenhof',
    'Murmelhof',
    'Bergkristall',
    'Lärchenhof',
    'Alpenstern',
    'Edelhof',
    'Hirschen',
    'Rössli',
    'Bellevue',
    'Gletscherblick',
    'Schneeberg',
    'Waldhaus',
    'Bergsonne',
    'Edelweiss',
    'Goldener Adler',
    'Schwanen',
  ],
  it: [
    'Stella delle Dolomiti',
    'Aquila Nera',
    'Cristallino',
    'Camoscio Bianco',
    'Tofana',
    'Faloria',
    'Larice Bianco',
    'Genziana Blu',
    'Miramonti',
    'Ampezzo',
    "Neve d'Oro",
    'Baita del Sole',
    'Vetta Bianca',
    'Regina delle Dolomiti',
    'Pomedes',
    'Monte Cristallo',
    'Ciasa Granda',
    'Sorapiss',
    'Bel Sit',
    'Cinque Torri',
  ],
  intl: [
    'Aurelia',
    'Sommet',
    'The Peak',
    'Solaria',
    'Boreal',
    'Celeste',
    'Zenith',
    'Elysium',
    'Serac',
    'Altura',
    'Nivalis',
    'Lumen',
  ],
}

const FORMATS: Record<NameLanguage, ((x: string, city: string) => string)[]> = {
  fr: [
    (x) => x,
    (x) => `Hôtel ${x}`,
    (x) => `${x} Hotel & Spa`,
    (x) => `${x} Lodge`,
    (x) => `Résidence ${x}`,
    (x, c) => `${x} ${c}`,
  ],
  de: [
    (x) => `Hotel ${x}`,
    (x) => `Grand Hotel ${x}`,
    (x) => `${x} Alpine Lodge`,
    (x) => `Romantik Hotel ${x}`,
    (x) => `Hotel ${x} & Spa`,
    (x) => `Chalet-Hotel ${x}`,
  ],
  it: [
    (x) => `Hotel ${x}`,
    (x) => `Grand Hotel ${x}`,
    (x) => `${x} Lodge`,
    (x) => `${x} Dolomites Resort`,
    (x) => `Albergo ${x}`,
  ],
}

const INTL_FORMATS: ((x: string, city: string) => string)[] = [
  (x, c) => `${x} ${c}`,
  (x) => `${x} Mountain Resort`,
  (x) => `${x} Hotel & Residences`,
]

export class HotelNamer {
  private readonly used = new Map<string, Set<string>>()

  constructor(private readonly rng: Rng) {}

  next(city: string, language: NameLanguage): string {
    let taken = this.used.get(city)
    if (!taken) this.used.set(city, (taken = new Set()))
    let last = ''
    for (let attempt = 0; attempt < 10; attempt++) {
      const intl = this.rng.chance(0.15)
      const base = this.rng.pick(intl ? BASES.intl : BASES[language])
      const format = this.rng.pick(intl ? INTL_FORMATS : FORMATS[language])
      const name = /Lod?ge/.test(base) ? base : format(base, city)
      if (!taken.has(name)) {
        taken.add(name)
        return name
      }
      last = name
    }
    for (let k = 2; ; k++) {
      const name = `${last} ${toRoman(k)}`
      if (!taken.has(name)) {
        taken.add(name)
        return name
      }
    }
  }
}

export const CHAINS = [
  'Maisons de Montagne',
  'Alpine Grand Collection',
  'Belvédère Hotels & Resorts',
  'Summit Hotels',
  'Edelweiss Hospitality',
  'Les Domaines Blancs',
]

const FIRST = [
  'Sophie',
  'Camille',
  'Lukas',
  'Anna',
  'Marco',
  'Giulia',
  'Julien',
  'Claire',
  'Thomas',
  'Elena',
  'Max',
  'Charlotte',
  'Nicolas',
  'Laura',
  'Felix',
  'Isabelle',
  'Matteo',
  'Léa',
  'Jonas',
  'Valentina',
]
const LAST = [
  'Martin',
  'Favre',
  'Huber',
  'Bernard',
  'Rossi',
  'Gruber',
  'Moreau',
  'Keller',
  'Lambert',
  'Bianchi',
  'Steiner',
  'Girard',
  'Fischer',
  'Roux',
  'Ferrari',
  'Brunner',
  'Perrin',
  'Wyss',
  'Colombo',
  'Dubois',
]

/** A person for the sales team: full name and an e-mail on the hotel's (reserved .example) domain. */
export function salesPerson(rng: Rng, hotelSlug: string): { fullName: string; email: string } {
  const first = rng.pick(FIRST)
  const last = rng.pick(LAST)
  const local = `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  return { fullName: `${first} ${last}`, email: `${local}@${hotelSlug}.example` }
}
