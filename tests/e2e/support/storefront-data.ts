import type { BrowserContext, Page } from 'playwright-core'
import type { StaysAnswer } from '#domain/catalogue/types.ts'
import { addDays, weekday } from '#domain/dates/iso-date.ts'
import { seasonOf } from '#domain/properties/seasons.ts'
import type { PropertySearchAnswer } from '#domain/property-search/search-answer.ts'

export const COURCHEVEL = 'Courchevel 1850'

export async function apiJson<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, { headers: { accept: 'application/json', 'accept-language': 'en' } })
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`)
  return (await res.json()) as T
}

export function searchApi(baseUrl: string, params: Record<string, string>): Promise<PropertySearchAnswer> {
  return apiJson<PropertySearchAnswer>(baseUrl, `/property-search?${new URLSearchParams(params)}`)
}

/** The coming winter's Saturday check-ins of the stays in a city, from the API (in calendar order). */
export async function winterSaturdays(baseUrl: string, city = COURCHEVEL): Promise<string[]> {
  const answer = await searchApi(baseUrl, { city })
  const today = new Date().toISOString().slice(0, 10)
  const saturdays = new Set<string>()
  for (const result of answer.results.slice(0, 4)) {
    const { stays } = await apiJson<StaysAnswer>(baseUrl, `/properties/${result._id}/stays`)
    for (const stay of stays) {
      if (stay.checkIn > today && weekday(stay.checkIn) === 6 && seasonOf(stay.checkIn) === 'winter')
        saturdays.add(stay.checkIn)
    }
  }
  return [...saturdays].sort()
}

/** A Saturday-to-Saturday winter week with available results in the city. */
export async function saturdayWeek(baseUrl: string, city = COURCHEVEL) {
  for (const checkIn of await winterSaturdays(baseUrl, city)) {
    const period = { checkIn, checkOut: addDays(checkIn, 7) }
    const answer = await searchApi(baseUrl, { city, ...period })
    if (answer.results.some((result) => result.availability === 'available')) return { ...period, answer }
  }
  throw new Error(`no bookable winter week in ${city}`)
}

/** Monday to Friday of a winter week in which some properties of the city are available in other periods only. */
export async function weekdayPeriodWithOtherPeriods(baseUrl: string, city = COURCHEVEL) {
  for (const saturday of await winterSaturdays(baseUrl, city)) {
    const period = { checkIn: addDays(saturday, 2), checkOut: addDays(saturday, 6) }
    const answer = await searchApi(baseUrl, { city, ...period })
    if (answer.otherPeriods.length > 0 && answer.count > 0) return { ...period, answer }
  }
  throw new Error(`no weekday period with other-period results in ${city}`)
}

/** Accepts the cookie bar when it shows, so it covers nothing. */
export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: /^(Accept|Akzeptieren)$/ })
  try {
    await accept.first().waitFor({ timeout: 3000 })
    await accept.first().click()
  } catch {
    // no consent bar
  }
}

/** Prints page errors with their stack and page URL (the context still collects the messages). */
export function logPageErrors(context: BrowserContext): void {
  context.on('page', (page) =>
    page.on('pageerror', (error) => console.error(`[page error] ${page.url()}\n${error.stack ?? error.message}`)),
  )
}
