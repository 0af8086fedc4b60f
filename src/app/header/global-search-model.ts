/**
 * The global search box's suggestions (docs/product/chrome-and-navigation.md#global-search), as
 * pure data: countries and cities of the hotel locations, the agency's hotels and the properties,
 * matched on what was typed (case and accents ignored), best matches first, a few per group.
 */
import { foldText } from '#domain/text/fold-text.ts'

export type SuggestionKind = 'country' | 'city' | 'hotel' | 'property'

export type Suggestion = {
  kind: SuggestionKind
  /** unique within the list */
  key: string
  label: string
  /** a second line: the place of a hotel or property, the country of a city */
  detail: string | null
  /** country or city: the destination name; hotel: its id; property: its path */
  target: string
}

export type SuggestionGroup = { kind: SuggestionKind; items: Suggestion[] }

export type SearchSources = {
  countries: { name: string; label: string }[]
  cities: { name: string; countryLabel: string }[]
  hotels: { _id: string; name: string; city: string; countryLabel: string }[]
  properties: { path: string; name: string; city: string; countryLabel: string }[]
}

/** Suggestions per group. */
export const GROUP_LIMIT = 5

/** 0: the text starts with the query; 1: a word of it does; 2: it contains it; null: no match. */
export function matchRank(text: string, foldedQuery: string): number | null {
  const folded = foldText(text)
  if (!foldedQuery) return null
  if (folded.startsWith(foldedQuery)) return 0
  if (folded.split(/[\s\-'’./]+/).some((word) => word.startsWith(foldedQuery))) return 1
  return folded.includes(foldedQuery) ? 2 : null
}

type Candidate = { item: Suggestion; rank: number }

function best(candidates: Candidate[]): Suggestion[] {
  return candidates
    .sort((a, b) => a.rank - b.rank || a.item.label.localeCompare(b.item.label))
    .slice(0, GROUP_LIMIT)
    .map((candidate) => candidate.item)
}

/**
 * Hotels and properties: the name's start or a word of it first, then the place's start or a
 * word of it (a hotel in the resort typed), then a name or place that merely contains the text.
 */
function rankOf(name: string, place: string, query: string): number | null {
  const byName = matchRank(name, query)
  const byPlace = matchRank(place, query)
  const ranks = [
    byName === null ? null : byName === 2 ? 4 : byName,
    byPlace === null ? null : byPlace === 2 ? 5 : byPlace + 2,
  ]
  const found = ranks.filter((rank): rank is number => rank !== null)
  return found.length > 0 ? Math.min(...found) : null
}

/** The groups that have suggestions, in the order countries, cities, hotels, properties. */
export function suggest(sources: SearchSources, query: string): SuggestionGroup[] {
  const q = foldText(query)
  if (!q) return []
  const collect = <T>(list: T[], toCandidate: (entry: T) => Candidate | null) =>
    best(list.map(toCandidate).filter((candidate): candidate is Candidate => candidate !== null))
  const groups: SuggestionGroup[] = [
    {
      kind: 'country',
      items: collect(sources.countries, (c) => {
        const rank = Math.min(matchRank(c.label, q) ?? 9, matchRank(c.name, q) ?? 9)
        return rank === 9
          ? null
          : { rank, item: { kind: 'country', key: `country:${c.name}`, label: c.label, detail: null, target: c.name } }
      }),
    },
    {
      kind: 'city',
      items: collect(sources.cities, (c) => {
        const rank = matchRank(c.name, q)
        return rank === null
          ? null
          : {
              rank,
              item: { kind: 'city', key: `city:${c.name}`, label: c.name, detail: c.countryLabel, target: c.name },
            }
      }),
    },
    {
      kind: 'hotel',
      items: collect(sources.hotels, (h) => {
        const rank = rankOf(h.name, h.city, q)
        const detail = `${h.city} · ${h.countryLabel}`
        return rank === null
          ? null
          : { rank, item: { kind: 'hotel', key: `hotel:${h._id}`, label: h.name, detail, target: h._id } }
      }),
    },
    {
      kind: 'property',
      items: collect(sources.properties, (p) => {
        const rank = rankOf(p.name, p.city, q)
        const detail = `${p.city} · ${p.countryLabel}`
        return rank === null
          ? null
          : { rank, item: { kind: 'property', key: `property:${p.path}`, label: p.name, detail, target: p.path } }
      }),
    },
  ]
  return groups.filter((group) => group.items.length > 0)
}

/** The next active index for a key press over `count` options (wrapping); -1 is none. */
export function moveActive(current: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1
  return current <= 0 ? count - 1 : current - 1
}
