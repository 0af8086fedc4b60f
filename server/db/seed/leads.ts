/**
 * Demo leads (docs/product/leads.md#demo-leads): a handful of property leads of the demo agents of
 * Maison Voyage Privé (agent and supervisor) and Belvédère Voyages in different statuses, each with
 * its history, so that the dashboards show something. Added once, only when the demo accounts exist
 * and those agencies have no leads yet; paid by bank transfer (no card data in the seed). Prices are
 * the stays' own, summarised as the server does (price-summary.ts). The lifestyle agent of Amex
 * Centurion gets none: the dashboard's empty state is shown with that account.
 */
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm'
import { addDays, utcToday } from '#domain/dates/iso-date.ts'
import type { LeadStatus } from '#domain/leads/lead-status.ts'
import { priceSummary } from '#domain/leads/price-summary.ts'
import type { Db } from '#server/db/client.ts'
import { leadReferenceCounters, leadStatusHistory, leads, properties, stays, users } from '#server/db/schema.ts'
import { stableId } from './random.ts'

type DemoLead = {
  key: string
  email: string
  client: { firstName: string; lastName: string; nationality?: string }
  /** the statuses it went through, the first one on creation */
  path: LeadStatus[]
  daysAgo: number
  pax: number
}

const ADMIN = 'admin@lds.example'
const DEMO_LEADS: DemoLead[] = [
  {
    key: 'maison-1',
    email: 'agent@maison-voyage-prive.example',
    client: { firstName: 'Hélène', lastName: 'Vasseur', nationality: 'French' },
    path: ['requestedBooking'],
    daysAgo: 2,
    pax: 6,
  },
  {
    key: 'maison-2',
    email: 'agent@maison-voyage-prive.example',
    client: { firstName: 'Matthias', lastName: 'Oberholzer', nationality: 'Swiss' },
    path: ['requestedOption', 'confirmedOption'],
    daysAgo: 6,
    pax: 4,
  },
  {
    key: 'maison-3',
    email: 'agent@maison-voyage-prive.example',
    client: { firstName: 'Isabella', lastName: 'Marchetti' },
    path: ['interest'],
    daysAgo: 9,
    pax: 2,
  },
  {
    key: 'maison-4',
    email: 'supervisor@maison-voyage-prive.example',
    client: { firstName: 'Charles', lastName: 'Whitfield', nationality: 'British' },
    path: ['requestedOption', 'confirmedOption', 'confirmedBooking'],
    daysAgo: 14,
    pax: 8,
  },
  {
    key: 'maison-5',
    email: 'supervisor@maison-voyage-prive.example',
    client: { firstName: 'Ingrid', lastName: 'Solberg' },
    path: ['requestedOption', 'declinedOption'],
    daysAgo: 21,
    pax: 5,
  },
  {
    key: 'belvedere-1',
    email: 'agent@belvedere-voyages.example',
    client: { firstName: 'Yasmine', lastName: 'Benali', nationality: 'Moroccan' },
    path: ['requestedOption'],
    daysAgo: 3,
    pax: 3,
  },
  {
    key: 'belvedere-2',
    email: 'agent@belvedere-voyages.example',
    client: { firstName: 'Otto', lastName: 'Lindqvist' },
    path: ['requestedBooking', 'confirmedBooking', 'cancelledBooking'],
    daysAgo: 28,
    pax: 6,
  },
]

/** Adds the demo leads when their agents exist and their agencies have none; answers how many were added. */
export async function seedDemoLeads(db: Db, now = new Date()): Promise<number> {
  const emails = [...new Set([...DEMO_LEADS.map((l) => l.email), ADMIN])]
  const people = await db
    .select({ id: users.id, email: users.email, agencyId: users.travelAgencyId })
    .from(users)
    .where(inArray(users.email, emails))
  const byEmail = new Map(people.map((p) => [p.email, p]))
  if (DEMO_LEADS.some((l) => !byEmail.get(l.email)?.agencyId)) return 0
  const agencies = [...new Set(DEMO_LEADS.map((l) => byEmail.get(l.email)!.agencyId!))]
  const existing = await db.select({ id: leads.id }).from(leads).where(inArray(leads.travelAgencyId, agencies)).limit(1)
  if (existing.length) return 0
  const today = utcToday(now)
  // stays with a price ahead: one per property, cheapest service level first found
  const ahead = await db
    .select({
      id: stays.id,
      propertyId: stays.propertyId,
      checkIn: stays.checkIn,
      checkOut: stays.checkOut,
      rates: stays.rates,
      currency: properties.currency,
      si: properties.salesInformation,
    })
    .from(stays)
    .innerJoin(properties, eq(properties.id, stays.propertyId))
    .where(
      and(
        gte(stays.checkIn, addDays(today, 30)),
        eq(stays.available, true),
        isNotNull(stays.minRate),
        eq(properties.isDemo, false),
      ),
    )
    .orderBy(asc(stays.checkIn), asc(stays.propertyId))
    .limit(200)
  const picks = [...new Map(ahead.map((s) => [s.propertyId, s])).values()]
  if (picks.length === 0) return 0
  const adminId = byEmail.get(ADMIN)?.id ?? null
  const year = now.getUTCFullYear()
  const numbers = new Map<string, number>()
  const rows: (typeof leads.$inferInsert)[] = []
  const history: (typeof leadStatusHistory.$inferInsert)[] = []
  DEMO_LEADS.forEach((demo, i) => {
    const author = byEmail.get(demo.email)!
    const stay = picks[i % picks.length]!
    const level = Object.entries(stay.rates).find(([, rate]) => typeof rate === 'number')?.[0]
    if (!level) return
    const created = new Date(now.getTime() - demo.daysAgo * 86_400_000)
    const n = (numbers.get(author.agencyId!) ?? 0) + 1
    numbers.set(author.agencyId!, n)
    const id = stableId(`demo-lead:${demo.key}`)
    const status = demo.path.at(-1)!
    const summary =
      status === 'interest'
        ? null
        : priceSummary({
            subTotal: stay.rates[level]!,
            currency: stay.currency,
            checkInDate: stay.checkIn,
            today,
            isPaidByCreditCard: false,
            salesInformation: stay.si ?? undefined,
            commissionLevel: stay.si?.commissionPerStay?.[stay.id] ?? stay.si?.commission ?? null,
          })
    rows.push({
      id,
      reference: `L-${year}-${String(n).padStart(4, '0')}`,
      travelAgencyId: author.agencyId,
      userId: author.id,
      propertyId: stay.propertyId,
      status,
      intent: demo.path[0] === 'requestedOption' ? 'option' : demo.path[0] === 'interest' ? 'interest' : 'booking',
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      serviceLevel: level,
      pax: demo.pax,
      client: demo.client,
      partner: { tls: `TLS${4100 + i}`, cc: `CC${700 + i}` },
      payments: status === 'interest' ? null : { isPaidByCreditCard: false, isNegotiatedPrice: false, submitted: {} },
      priceSummary: summary,
      currency: stay.currency,
      total: summary?.total ?? null,
      commission: summary?.commission ?? null,
      createdAt: created,
      updatedAt: new Date(created.getTime() + (demo.path.length - 1) * 3_600_000),
    })
    demo.path.forEach((to, step) =>
      history.push({
        leadId: id,
        at: new Date(created.getTime() + step * 3_600_000),
        // the agency creates the lead and books a confirmed option; the operator decides the rest
        userId:
          step === 0 || (to === 'confirmedBooking' && demo.path[step - 1] === 'confirmedOption') ? author.id : adminId,
        fromStatus: step === 0 ? null : demo.path[step - 1]!,
        toStatus: to,
        note: step === 0 ? null : 'Demo decision',
      }),
    )
  })
  await db.transaction(async (tx) => {
    await tx.insert(leads).values(rows).onConflictDoNothing()
    await tx.insert(leadStatusHistory).values(history)
    for (const [agencyId, last] of numbers)
      await tx
        .insert(leadReferenceCounters)
        .values({ travelAgencyId: agencyId, year, last })
        .onConflictDoUpdate({
          target: [leadReferenceCounters.travelAgencyId, leadReferenceCounters.year],
          set: { last: sql`greatest(${leadReferenceCounters.last}, ${last})` },
        })
  })
  return rows.length
}
