/**
 * Demo accounts for every role (docs/product/sign-in-and-roles.md#roles) and the special cases of
 * README.md#demo-accounts (no agency, onboarding not finished). One password for all; `.example`
 * e-mail domains. The client's end-to-end tests import this list.
 */
import type { Role } from '#domain/auth/roles.ts'
import { DEMO_HOTELS, demoHotelId } from '#server/db/seed/hotels.ts'
import { AGENCIES, OPERATORS } from '#server/db/seed/organisations.ts'
import { stableId } from '#server/db/seed/random.ts'

export const DEMO_PASSWORD = 'lds-demo-2026'

/** The house agency of the platform team (admins, operators); seeded with the demo accounts. */
export const HOUSE_AGENCY = {
  id: stableId('agency:lds-house'),
  name: 'LDS Luxury Distribution',
  emailDomain: 'lds.example',
} as const

export type DemoAccount = {
  /** a stable key for tests: DEMO_ACCOUNTS.find((a) => a.key === 'agent') */
  key: string
  id: string
  email: string
  role: Role
  firstName: string | null
  lastName: string | null
  company: string | null
  travelAgencyId: string | null
  travelAgencyName: string | null
  /** the demo hotel whose reservation team the account is (decision 103; absent from small catalogues) */
  hotelId?: string
  hotelName?: string
  /** the operator whose properties the account keeps (role operator; decision 133) */
  operatorId?: string
  /** what the account demonstrates */
  purpose: string
}

function agencyByKey(key: string): { id: string; name: string } {
  const found = AGENCIES.find((a) => a.key === key)
  if (!found) throw new Error(`demo accounts: unknown agency ${key}`)
  return { id: found.id, name: found.name }
}

type Def = Omit<DemoAccount, 'id' | 'travelAgencyId' | 'travelAgencyName' | 'company'> & {
  agency: { id: string; name: string } | null
}

const house = { id: HOUSE_AGENCY.id, name: HOUSE_AGENCY.name }
const maison = agencyByKey('maison-voyage')
const belvedere = agencyByKey('belvedere')
const amex = agencyByKey('amex-centurion')
const nordlicht = agencyByKey('nordlicht')
const alpine = agencyByKey('alpine-concierge')

const defs: Def[] = [
  {
    key: 'admin',
    email: 'admin@lds.example',
    role: 'admin',
    firstName: 'Alexandra',
    lastName: 'Brunner',
    agency: house,
    purpose: 'admin: every page, acts for any agency',
  },
  {
    key: 'agent',
    email: 'agent@maison-voyage-prive.example',
    role: 'agent',
    firstName: 'Sophie',
    lastName: 'Laurent',
    agency: maison,
    purpose: 'agent, default theme',
  },
  {
    key: 'supervisorAgent',
    email: 'supervisor@maison-voyage-prive.example',
    role: 'supervisorAgent',
    firstName: 'Julien',
    lastName: 'Marchand',
    agency: maison,
    purpose: 'supervisor dashboards',
  },
  {
    key: 'amex_lifestyleAgent',
    email: 'lifestyle@centurion-travel.example',
    role: 'amex_lifestyleAgent',
    firstName: 'Olivia',
    lastName: 'Grant',
    agency: amex,
    purpose: 'lifestyle agent: partners area only',
  },
  {
    key: 'customer',
    email: 'customer@nordlicht-travel.example',
    role: 'customer',
    firstName: 'Lukas',
    lastName: 'Berger',
    agency: nordlicht,
    purpose: 'customer: no agent pages',
  },
  {
    key: 'operator',
    email: 'operator@alpine-concierge.example',
    role: 'operator',
    firstName: 'Marco',
    lastName: 'Rossi',
    agency: alpine,
    // keeps the chalets of the seed's largest operator (Haute Montagne Collection)
    operatorId: OPERATORS[0]!.id,
    purpose: 'operator: no agent pages',
  },
  {
    key: 'corporateDesignAgent',
    email: 'agent@belvedere-voyages.example',
    role: 'agent',
    firstName: 'Camille',
    lastName: 'Dubois',
    agency: belvedere,
    purpose: 'agency with a corporate design',
  },
  {
    key: 'amexAgent',
    email: 'agent@centurion-travel.example',
    role: 'agent',
    firstName: 'James',
    lastName: 'Whitmore',
    agency: amex,
    purpose: 'American-card-company theme',
  },
  {
    key: 'noAgency',
    email: 'independent@lds-guest.example',
    role: 'agent',
    firstName: 'Nora',
    lastName: 'Keller',
    agency: null,
    purpose: 'no agency: registration message',
  },
  {
    key: 'onboarding',
    email: 'onboarding@nordlicht-travel.example',
    role: 'agent',
    firstName: null,
    lastName: null,
    agency: nordlicht,
    purpose: 'onboarding not finished (no first name)',
  },
]

// the reservation team of every chat-enabled demo hotel (docs/decisions/103-the-hotel-team-in-the-chat.md)
for (const hotel of DEMO_HOTELS)
  defs.push({
    key: `hotelTeam:${hotel.slug}`,
    email: `reservations@${hotel.slug}.lds-hotel.example`,
    role: 'customer',
    firstName: 'Reservations',
    lastName: hotel.name.replace(/^LDS Demo Hotel /, ''),
    agency: null,
    hotelId: demoHotelId(hotel.slug),
    hotelName: hotel.name,
    purpose: `reservation team of ${hotel.name} (chat)`,
  })

export const DEMO_ACCOUNTS: readonly DemoAccount[] = defs.map(({ agency, ...d }) => ({
  ...d,
  id: stableId(`user:${d.email}`),
  company: agency?.name ?? null,
  travelAgencyId: agency?.id ?? null,
  travelAgencyName: agency?.name ?? null,
}))

export function demoAccount(key: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key)
  if (!account) throw new Error(`no demo account ${key}`)
  return account
}

/** A readable table for the start-up output. */
export function demoAccountTable(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): string {
  const rows = [
    ['E-mail', 'Role', 'Agency', 'Password'],
    ...accounts.map((a) => [a.email, a.role, a.travelAgencyName ?? a.hotelName ?? '(none)', DEMO_PASSWORD]),
  ]
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  const line = (r: string[]) => ('  ' + r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).trimEnd()
  const rule = '  ' + widths.map((w) => '-'.repeat(w)).join('  ')
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n')
}
