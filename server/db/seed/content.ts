/** Editorial content: testimonials for the storefront footer and inspiration posts about hotels. */
import type { LocalizedText } from '#domain/catalogue/types.ts'
import type { MediaPool } from './images/pool.ts'
import type { Rng } from './random.ts'
import { addDays, utcDay } from './seasons.ts'

const TESTIMONIALS: [string, string, string][] = [
  [
    'A. M.',
    'Everything was arranged before we even thought to ask. The chalet was even more beautiful than the photographs.',
    'Alles war organisiert, bevor wir überhaupt fragen konnten. Das Chalet war noch schöner als auf den Fotos.',
  ],
  [
    'C. D.',
    'Our chef remembered every allergy and every favourite wine. We have already booked next winter.',
    'Unser Koch kannte jede Allergie und jeden Lieblingswein. Den nächsten Winter haben wir schon gebucht.',
  ],
  [
    'J. & K. L.',
    'Discreet, quick and always reachable – exactly what we need when travelling with the children.',
    'Diskret, schnell und immer erreichbar – genau das, was wir mit den Kindern auf Reisen brauchen.',
  ],
  [
    'S. R.',
    'The advice on which sector of Courchevel suits a family was worth the trip alone.',
    'Allein die Beratung, welcher Teil von Courchevel zu einer Familie passt, war die Reise wert.',
  ],
  [
    'T. B.',
    'A last-minute Christmas week in Verbier, confirmed within the hour. Remarkable.',
    'Eine Weihnachtswoche in Verbier in letzter Minute, innerhalb einer Stunde bestätigt. Bemerkenswert.',
  ],
  [
    'M. F.',
    'From the helicopter transfer to the ski instructor, every detail was perfect.',
    'Vom Helikoptertransfer bis zum Skilehrer war jedes Detail perfekt.',
  ],
  [
    'E. W.',
    'We have rented through many agencies; none knew the chalets as well as this team.',
    'Wir haben über viele Agenturen gemietet; keine kannte die Chalets so gut wie dieses Team.',
  ],
  [
    'P. & A. S.',
    'The concierge found a table at the best restaurant in Zermatt on New Year’s Eve.',
    'Der Concierge fand an Silvester einen Tisch im besten Restaurant von Zermatt.',
  ],
  [
    'L. G.',
    'Honest advice, fair prices and a chalet that felt like home from the first evening.',
    'Ehrliche Beratung, faire Preise und ein Chalet, das sich vom ersten Abend an wie zu Hause anfühlte.',
  ],
  [
    'H. v. K.',
    'Our clients come back every year – that says everything about the service.',
    'Unsere Kunden kommen jedes Jahr wieder – das sagt alles über den Service.',
  ],
  [
    'N. O.',
    'Summer in St. Moritz was a revelation: lakes, hikes and the calmest chalet imaginable.',
    'Der Sommer in St. Moritz war eine Offenbarung: Seen, Wanderungen und das ruhigste Chalet, das man sich vorstellen kann.',
  ],
  [
    'R. C.',
    'Booking for twelve people across three generations was effortless.',
    'Die Buchung für zwölf Personen aus drei Generationen war mühelos.',
  ],
]

export function testimonialRows(rng: Rng): { id: string; quote: LocalizedText; authorInitials: string }[] {
  return TESTIMONIALS.map(([authorInitials, en, de]) => ({ id: rng.id(), quote: { en, de }, authorInitials }))
}

type PostHotel = { id: string; name: string; city: string }

const POSTS: ((h: PostHotel) => [string, string])[] = [
  (h) => [
    `### First tracks at ${h.name}\n\nThe lifts of ${h.city} open early for hotel guests this season. Breakfast is packed at 7:30, and a guide waits at the ski room.\n\n- **When:** every Saturday and Wednesday, December to March\n- **Who:** confident skiers, groups of up to six\n- **Book:** through your LDS contact, at least 48 hours ahead`,
    `### Erste Spuren im ${h.name}\n\nDie Lifte von ${h.city} öffnen in dieser Saison früher für Hotelgäste. Das Frühstück wird um 7:30 Uhr eingepackt, und ein Guide wartet im Skiraum.\n\n- **Wann:** jeden Samstag und Mittwoch, Dezember bis März\n- **Für wen:** sichere Skifahrer, Gruppen bis zu sechs Personen\n- **Buchung:** über Ihren LDS-Kontakt, mindestens 48 Stunden im Voraus`,
  ],
  (h) => [
    `### A new chef's table\n\n${h.name} opens an eight-seat chef's table in the wine cellar, with a tasting menu built around Alpine cheeses and lake fish.\n\nThe menu changes with each delivery from the valley farms; the sommelier pairs it from a cellar of old vintages. Tables are released four weeks ahead and go quickly over the holidays.`,
    `### Ein neuer Chef's Table\n\nDas ${h.name} eröffnet einen Chef's Table mit acht Plätzen im Weinkeller, mit einem Degustationsmenü rund um Alpenkäse und Seefisch.\n\nDas Menü wechselt mit jeder Lieferung der Höfe im Tal; der Sommelier begleitet es aus einem Keller alter Jahrgänge. Die Tische werden vier Wochen im Voraus freigegeben und sind über die Feiertage schnell vergeben.`,
  ],
  (h) => [
    `### Spa week in ${h.city}\n\nFrom January, ${h.name} pairs every suite booking with two signature treatments and a private hammam hour.\n\n- 90-minute Alpine herb massage\n- Facial with glacier water and edelweiss extract\n- Private hammam for two, with tea by the fire`,
    `### Spa-Woche in ${h.city}\n\nAb Januar verbindet das ${h.name} jede Suitenbuchung mit zwei Signature-Behandlungen und einer privaten Stunde im Hamam.\n\n- 90-minütige Alpenkräutermassage\n- Gesichtsbehandlung mit Gletscherwasser und Edelweiß-Extrakt\n- Privates Hamam für zwei, mit Tee am Kamin`,
  ],
  (h) => [
    `### Family February\n\nDuring the half-term weeks the kids club of ${h.name} runs torchlight descents, igloo building and a mini ski race.\n\nParents get the evenings: the club serves the children's dinner at 18:00 and a film night follows, while the restaurant keeps its second seating for grown-ups.`,
    `### Familien-Februar\n\nIn den Ferienwochen bietet der Kinderclub des ${h.name} Fackelabfahrten, Iglubauen und ein Mini-Skirennen.\n\nDie Abende gehören den Eltern: Der Club serviert das Abendessen der Kinder um 18:00 Uhr, danach folgt ein Filmabend, während das Restaurant die zweite Sitzung für die Erwachsenen bereithält.`,
  ],
  (h) => [
    `### Summer on the terrace\n\nWhen the snow melts, ${h.name} opens its terrace for long lunches, e-bike tours and sunset yoga above ${h.city}.\n\n*Summer rates are open for booking now; the first two weeks of July still have suites.*`,
    `### Sommer auf der Terrasse\n\nWenn der Schnee schmilzt, öffnet das ${h.name} seine Terrasse für lange Mittagessen, E-Bike-Touren und Yoga bei Sonnenuntergang über ${h.city}.\n\n*Die Sommerpreise sind jetzt buchbar; in den ersten beiden Juliwochen sind noch Suiten frei.*`,
  ],
  (h) => [
    `### Renovated suites\n\nThe top floor of ${h.name} reopens with four panoramic suites, each with a fireplace and a private sauna.\n\nThe architects kept the old larch beams and added floor-to-ceiling windows facing the peaks. Two of the suites connect, for families who want a floor of their own.`,
    `### Renovierte Suiten\n\nDas oberste Stockwerk des ${h.name} eröffnet neu mit vier Panorama-Suiten, jede mit Kamin und privater Sauna.\n\nDie Architekten haben die alten Lärchenbalken erhalten und raumhohe Fenster zu den Gipfeln ergänzt. Zwei der Suiten lassen sich verbinden, für Familien, die ein Stockwerk für sich wünschen.`,
  ],
]

/**
 * About 20 posts spread over the last weeks about non-demo hotels (demo ones when nothing else
 * exists), plus two about each demo hotel (shown only with the demo flag).
 */
export function inspirationPostRows(
  rng: Rng,
  hotels: (PostHotel & { isDemo: boolean })[],
  pool: MediaPool,
  today: Date,
) {
  const regular = hotels.filter((h) => !h.isDemo)
  const candidates = regular.length > 0 ? regular : hotels
  if (candidates.length === 0) return []
  const count = Math.min(20, Math.max(4, candidates.length))
  const subjects = [
    ...Array.from({ length: count }, (_, i) => candidates[i % candidates.length]),
    ...(regular.length > 0 ? hotels.filter((h) => h.isDemo).flatMap((h) => [h, h]) : []),
  ]
  return subjects.map((hotel, i) => {
    const [en, de] = POSTS[(i + rng.int(0, POSTS.length - 1)) % POSTS.length](hotel)
    const media = [...rng.sample(pool.landscapes, 1), ...rng.sample(pool.interiors, rng.int(0, 2))].map((m) => ({
      type: 'image' as const,
      url: m.url,
    }))
    return {
      id: rng.id(),
      hotelId: hotel.id,
      media,
      markdown: { en, de },
      createdAt: addDays(utcDay(today), -(i * 3 + rng.int(0, 2))),
    }
  })
}
