/**
 * Reads what the server queued for sending, through GET /api/dev/outbox (a demo and test aid that
 * exists only when APP_ENV is not 'production'; it answers no personal data).
 */
export type OutboxRow = {
  id: number
  kind: string
  subject: string
  status: string
  createdAt: string
  enquiryId: string | null
}

export async function latestOutbox(baseUrl: string, limit = 50): Promise<OutboxRow[]> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?limit=${limit}`)
  if (!res.ok) throw new Error(`GET /api/dev/outbox answered ${res.status}`)
  return (await res.json()) as OutboxRow[]
}

type Stay = { checkIn: string; checkOut: string; available: boolean }
export type EnquiryFixture = { path: string; name: string; serviceLevel: string; free: Stay; sold: Stay }

/** A property (from the destination lists) with an available week and a sold week in its calendar. */
export async function propertyWithSoldWeek(baseUrl: string): Promise<EnquiryFixture> {
  for (const country of ['france', 'switzerland', 'austria']) {
    const list = (await (await fetch(`${baseUrl}/api/destinations/chalets/${country}?limit=40`)).json()) as {
      properties: { _id: string; name: string; path: string; serviceLevels: string[] }[]
    }
    for (const p of list.properties) {
      const { stays } = (await (await fetch(`${baseUrl}/api/properties/${p._id}/stays`)).json()) as { stays: Stay[] }
      const today = new Date().toISOString().slice(0, 10)
      const future = stays.filter((s) => s.checkIn > today)
      const free = future.find((s) => s.available)
      const sold = future.find((s) => !s.available)
      if (free && sold) return { path: p.path, name: p.name, serviceLevel: p.serviceLevels.at(-1)!, free, sold }
    }
  }
  throw new Error('no property with an available and a sold week in the catalogue')
}

/** An ISO date `days` from today (UTC). */
export function isoInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}
