/**
 * The hotel page's sections beyond the description (docs/product/extranet.md#hotel-page-fields): images with alt
 * texts, dining venues, facilities from the fixed list, check-in, age, pet and smoking policies, booking policy and
 * house rules, reservation hours, sales managers, programs, chat, MICE facilities. Every text in English and German
 * (`{ en, de }`; a blank German text shows the English one on the German page). One schema per section, shared by
 * the extranet's form and the server (PUT /api/extranet/hotels/{id}/content and PATCH /api/hotels/{id}).
 */
import * as v from 'valibot'
import type { HotelAgePolicy, SalesManager } from '../catalogue/types.ts'

export type Texts = { en: string; de: string }

export const TEXT_MAX = 2000
export const MARKDOWN_MAX = 20_000
export const LIST_MAX = 40

export const SECTION_MESSAGES = {
  text: `Please use at most ${TEXT_MAX} characters`,
  markdown: `Please use at most ${MARKDOWN_MAX} characters`,
  list: `Please add at most ${LIST_MAX} entries`,
  name: 'Please enter a name',
  stars: 'Michelin stars are 0, 1, 2 or 3',
  time: 'Please enter a time as HH:MM',
  age: 'Please enter an age from 0 to 99',
  number: 'Please enter a number of 0 or more',
  email: 'Please enter a valid e-mail address',
  url: 'Please upload the image or use one of the page',
  facility: 'Please choose a facility of the list',
  facilityTwice: 'This facility is listed twice',
  program: 'Unknown program',
  programs: 'Only our admins can change the programs a hotel belongs to',
  flag: 'Please answer yes or no',
  ages: 'An infant is younger than a child: please check the ages',
} as const
const M = SECTION_MESSAGES

const Plain = (max: number, message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.maxLength(max, message))
const Short = Plain(TEXT_MAX, M.text)
/** a text in English and German; a part left out is blank */
const TextsOf = (max = TEXT_MAX, message: string = M.text) =>
  v.optional(v.object({ en: Plain(max, message), de: Plain(max, message) }), { en: '', de: '' })
const Bi = TextsOf()
const Markdown = TextsOf(MARKDOWN_MAX, M.markdown)
const Flag = v.boolean(M.flag)
const Count = v.pipe(v.number(M.number), v.integer(M.number), v.minValue(0, M.number), v.maxValue(100_000, M.number))
/** a measure (metres, feet, square metres): 0 or more, decimals allowed */
const Measure = v.pipe(v.number(M.number), v.minValue(0, M.number), v.maxValue(100_000, M.number))
const Age = v.pipe(v.number(M.age), v.integer(M.age), v.minValue(0, M.age), v.maxValue(99, M.age))
const Time = v.pipe(
  v.optional(v.string(M.time), ''),
  v.trim(),
  v.check((t) => t === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(t), M.time),
)
const List = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item, M.list), v.maxLength(LIST_MAX, M.list))
const Name = v.pipe(v.string(M.name), v.trim(), v.nonEmpty(M.name), v.maxLength(200, M.text))
/** an image of the page: an upload's URL (/api/extranet/images/...) or one the page already shows */
export const ImageUrl = v.pipe(
  v.string(M.url),
  v.trim(),
  v.nonEmpty(M.url),
  v.maxLength(2000, M.url),
  v.check((u) => u.startsWith('/') || /^https:\/\//.test(u), M.url),
)

export const ImageSchema = v.object({ url: ImageUrl, alt: Bi })
export const DiningVenueSchema = v.object({
  type: Bi,
  name: Name,
  michelinStars: v.pipe(
    v.optional(v.number(M.stars), 0),
    v.integer(M.stars),
    v.minValue(0, M.stars),
    v.maxValue(3, M.stars),
  ),
  description: Bi,
  openingHours: Bi,
})
export const FacilitySchema = v.object({
  facilityId: v.pipe(v.string(M.facility), v.nonEmpty(M.facility)),
  priceText: Bi,
  description: Bi,
})
export const CheckInSchema = v.object({
  startTime: Time,
  endTime: Time,
  minAge: Age,
  deposit: Bi,
  instructions: Bi,
  isCreditCardRequired: Flag,
  isPhotoIdRequired: Flag,
})
export const AgePolicySchema = v.pipe(
  v.object({
    isAdultsOnlyHotel: Flag,
    minGuestAge: Age,
    maxAgeConsideredInfant: Age,
    maxAgeConsideredChild: Age,
  }),
  v.check((a) => a.maxAgeConsideredInfant <= a.maxAgeConsideredChild, M.ages),
)
export const PetPolicySchema = v.object({ arePetsAllowed: Flag, restrictions: Bi })
export const SalesManagerSchema = v.object({
  fullName: Name,
  email: v.pipe(v.string(M.email), v.trim(), v.email(M.email), v.maxLength(200, M.email)),
  image: v.pipe(
    v.optional(v.string(M.url), ''),
    v.trim(),
    v.check((u) => u === '' || u.startsWith('/') || /^https:\/\//.test(u), M.url),
  ),
})
export const MiceFacilitySchema = v.object({
  name: Name,
  description: Markdown,
  configurations: List(v.object({ name: Name, type: Short, maxOccupancy: Count })),
  dimensions: v.object({
    area: Measure,
    length: Measure,
    width: Measure,
    ceilingHeight: Measure,
    unit: v.picklist(['metric', 'imperial'], M.flag),
  }),
  equipment: List(v.object({ name: Name, quantity: Count })),
  images: List(v.object({ url: ImageUrl })),
  isIndoor: Flag,
  isOutdoor: Flag,
})

/** The sections, each optional in a save: a section left out keeps what is stored. */
export const SECTION_ENTRIES = {
  reservationHours: v.optional(Bi),
  images: v.optional(List(ImageSchema)),
  diningVenues: v.optional(List(DiningVenueSchema)),
  facilities: v.optional(
    v.pipe(
      List(FacilitySchema),
      v.check((list) => new Set(list.map((f) => f.facilityId)).size === list.length, M.facilityTwice),
    ),
  ),
  checkIn: v.optional(CheckInSchema),
  agePolicy: v.optional(AgePolicySchema),
  petPolicy: v.optional(PetPolicySchema),
  smokingPolicy: v.optional(Bi),
  bookingPolicyMarkdown: v.optional(Markdown),
  houseRulesMarkdown: v.optional(Markdown),
  salesManagers: v.optional(List(SalesManagerSchema)),
  programIds: v.optional(List(v.pipe(v.string(M.program), v.nonEmpty(M.program)))),
  isChatEnabled: v.optional(Flag),
  miceFacilities: v.optional(List(MiceFacilitySchema)),
}

export type HotelImage = v.InferOutput<typeof ImageSchema>
export type DiningVenue = v.InferOutput<typeof DiningVenueSchema>
export type FacilityEntry = v.InferOutput<typeof FacilitySchema>
export type CheckIn = v.InferOutput<typeof CheckInSchema>
export type PetPolicy = v.InferOutput<typeof PetPolicySchema>
export type MiceEntry = v.InferOutput<typeof MiceFacilitySchema>

export type HotelSections = {
  reservationHours: Texts
  images: HotelImage[]
  diningVenues: DiningVenue[]
  facilities: FacilityEntry[]
  checkIn: CheckIn
  agePolicy: HotelAgePolicy
  petPolicy: PetPolicy
  smokingPolicy: Texts
  bookingPolicyMarkdown: Texts
  houseRulesMarkdown: Texts
  salesManagers: SalesManager[]
  programIds: string[]
  isChatEnabled: boolean
  miceFacilities: MiceEntry[]
}
export const SECTIONS = Object.keys(SECTION_ENTRIES) as (keyof HotelSections)[]

/** The text in `lang`: a blank German text is the English one. */
export function inLanguage(texts: Texts | undefined, lang: 'en' | 'de'): string {
  if (!texts) return ''
  return lang === 'de' && texts.de.trim() ? texts.de : texts.en
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * What a version changed in the sections: a bilingual text names its language ('smokingPolicy.de'), a list or a
 * group its section ('diningVenues', 'checkIn'). A section the earlier version did not have (versions saved before
 * the sections existed) is no change.
 */
export function changedSections(before: Partial<HotelSections> | null, after: Partial<HotelSections>): string[] {
  const changed: string[] = []
  for (const section of SECTIONS) {
    const a = before?.[section]
    const b = after[section]
    if (a === undefined || b === undefined || same(a, b)) continue
    if (isTexts(a) && isTexts(b)) {
      for (const lang of ['en', 'de'] as const) if (a[lang] !== b[lang]) changed.push(`${section}.${lang}`)
    } else changed.push(section)
  }
  return changed
}

function isTexts(x: unknown): x is Texts {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && Object.keys(x).sort().join() === 'de,en'
}
