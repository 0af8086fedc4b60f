/** Believable, unique-per-resort names for chalets, apartments and villas. */
import type { PropertyType } from '#domain/catalogue/types.ts'
import { toAsciiSlug } from '#domain/text/ascii-slug.ts'
import type { Rng } from './random.ts'
import type { NameLanguage } from './resort-profile.ts'

const CORES: Record<NameLanguage | 'intl', string[]> = {
  fr: [
    'Les Anges',
    "L'Écrin",
    'Le Refuge',
    'La Bergerie',
    'Les Sapins',
    'Le Grand Sud',
    "L'Ours Blanc",
    'Le Chamois',
    'La Ferme',
    'Les Lupins',
    "L'Aiglon",
    'Les Gentianes',
    'Le Nid',
    'Pierre Blanche',
    'Beau Soleil',
    'Les Clarines',
    'Les Marmottes',
    'Les Cimes',
    'Le Belvédère',
    "L'Alpage",
    'Le Hameau',
    'Le Cristal',
    'Le Diamant',
    'Perle des Neiges',
    'Étoile du Berger',
    'Cœur de Neige',
    'Flocon',
    'Les Arolles',
    'La Grange',
    'Le Vieux Moulin',
    "L'Écureuil",
    'Les Myrtilles',
    'La Source',
    'Le Zénith',
    'Le Rocher',
    'Bellevue',
    'Le Mélèze',
    'Les Trois Ours',
    "Soleil d'Or",
    'La Clairière',
    'Le Grenier',
    'Les Bouquetins',
    'La Renardière',
    'Le Lys Blanc',
    'Les Edelweiss',
    'La Cordée',
    'Le Sérac',
    'Les Aiguilles',
    "L'Hermine",
  ],
  de: [
    'Alpenrose',
    'Bergkristall',
    'Steinbock',
    'Enzian',
    'Arvenhof',
    'Silberdistel',
    'Murmeltier',
    'Sonnenhang',
    'Bergblick',
    'Alpenglühen',
    'Schneerose',
    'Tannenhof',
    'Lärchenwald',
    'Wildbach',
    'Adlerhorst',
    'Gipfelstern',
    'Kristall',
    'Almrausch',
    'Waldfrieden',
    'Hirschberg',
    'Fuchsbau',
    'Sternschnuppe',
    'Bergquelle',
    'Zirbe',
    'Berghof',
    'Bärenhof',
    'Alpenstern',
    'Steinadler',
    'Sonnblick',
    'Wolkenlos',
    'Weisshorn',
    'Gemse',
    'Arve',
    'Schneefink',
    'Bergfrieden',
    'Firn',
    'Abendrot',
    'Morgenrot',
    'Haldenhof',
    'Heimeli',
    'Silberhorn',
    'Gletscherblick',
    'Lawinenstein',
    'Bergsonne',
    'Birkenhof',
  ],
  it: [
    'Stella Alpina',
    'Genziana',
    'La Baita',
    'Camoscio',
    'Aquila',
    'Tofana',
    'Faloria',
    'Ampezzo',
    'Larice',
    'Pomedes',
    'Dolomiti',
    'Sorapiss',
    'Rododendro',
    "Nido d'Aquila",
    'Ciasa Bella',
    'Cinque Torri',
    'Lagazuoi',
    'Pian de Ra Stries',
    'Col Drusciè',
    'Bosco Verde',
    'Neve Bianca',
    'Sole Alto',
    'Le Vette',
    'La Meridiana',
    'Stua',
    'Ciasa del Sol',
  ],
  intl: [
    'Edelweiss',
    'Aurora',
    'Silver Fox',
    'Snow Leopard',
    'White Pearl',
    'Polar Star',
    'Black Diamond',
    'Arctic Fox',
    'Serenity',
    'Summit',
    'Cocoon',
    'Horizon',
    'Altitude',
    'Kailash',
    'Annapurna',
    'Obsidian',
    'Nirvana',
    'Grizzly',
    'Atlas',
    'Solstice',
    'Eclipse',
    'Wolf',
    'Eagle’s Nest',
    'Alpina',
    'Ice Crystal',
    'Blue Moon',
    'Moonlight',
    'Snowbird',
    'Nova',
    'Silverton',
  ],
}

const APARTMENT_PREFIXES: Record<NameLanguage, string[]> = {
  fr: ['Apartment', 'Penthouse', 'Résidence', 'Appartement', 'Loft'],
  de: ['Apartment', 'Penthouse', 'Residenz', 'Loft'],
  it: ['Apartment', 'Penthouse', 'Residenza', 'Attico'],
}

const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X']

export function toRoman(n: number): string {
  const table: [number, string][] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ]
  let out = ''
  for (const [v, s] of table) {
    while (n >= v) {
      out += s
      n -= v
    }
  }
  return out
}

function candidate(rng: Rng, type: PropertyType, language: NameLanguage, sectors: string[]): string {
  const core = rng.chance(0.25) ? rng.pick(CORES.intl) : rng.pick(CORES[language])
  if (type === 'Villa') return `Villa ${core}`
  if (type === 'Apartment') {
    if (sectors.length > 0 && rng.chance(0.2))
      return `${rng.pick(['Penthouse', 'Apartment', 'Loft'])} ${rng.pick(sectors)}`
    return `${rng.pick(APARTMENT_PREFIXES[language])} ${core}`
  }
  if (language === 'de' && rng.chance(0.15)) return `Haus ${core}`
  return `Chalet ${core}`
}

/** Hands out names whose slugs are unique within one resort. */
export class PropertyNamer {
  private readonly used = new Map<string, Set<string>>()

  constructor(private readonly rng: Rng) {}

  next(
    resortSlug: string,
    type: PropertyType,
    language: NameLanguage,
    sectors: string[],
  ): { name: string; slug: string } {
    let taken = this.used.get(resortSlug)
    if (!taken) this.used.set(resortSlug, (taken = new Set()))
    let base = ''
    for (let attempt = 0; attempt < 8; attempt++) {
      const name = candidate(this.rng, type, language, sectors)
      const slug = toAsciiSlug(name)
      if (!taken.has(slug)) {
        taken.add(slug)
        return { name, slug }
      }
      base = name
    }
    for (let k = 0; ; k++) {
      const name = `${base} ${k < ROMAN.length ? ROMAN[k] : toRoman(k + 2)}`
      const slug = toAsciiSlug(name)
      if (!taken.has(slug)) {
        taken.add(slug)
        return { name, slug }
      }
    }
  }
}
