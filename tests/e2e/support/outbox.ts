import { DEMO_PASSWORD, demoAccount } from '#server/auth/demo-accounts.ts'
import { createOidcClient } from '../../setup/oidc-client.ts'

/**
 * Reads what the server queued for sending, through GET /api/dev/outbox (a demo and test aid that
 * exists only in the demo mode and answers only admins, docs/decisions/040-redirect-and-demo-mode.md;
 * it answers no personal data).
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
  const res = await fetch(`${baseUrl}/api/dev/outbox?limit=${limit}`, {
    headers: { authorization: `Bearer ${await adminToken(baseUrl)}` },
  })
  if (!res.ok) throw new Error(`GET /api/dev/outbox answered ${res.status}`)
  return (await res.json()) as OutboxRow[]
}

/** One whole mail (GET /api/dev/outbox/{id}, the same demo-only, admin-only aid): recipient, text and a sign-up's link. */
export type OutboxMail = {
  id: number
  kind: string
  subject: string
  recipient: string
  replyTo: string | null
  status: string
  createdAt: string
  text: string
  link: string | null
}

export async function outboxMail(baseUrl: string, id: number): Promise<OutboxMail> {
  const res = await fetch(`${baseUrl}/api/dev/outbox/${id}`, {
    headers: { authorization: `Bearer ${await adminToken(baseUrl)}` },
  })
  if (!res.ok) throw new Error(`GET /api/dev/outbox/${id} answered ${res.status}`)
  return (await res.json()) as OutboxMail
}

/** The link of the latest mail of `kind` to `email` (a sign-up's verification, an agency's invitation). */
export async function mailLink(baseUrl: string, email: string, kind: string): Promise<string> {
  for (const row of (await latestOutbox(baseUrl, 100)).filter((r) => r.kind === kind)) {
    const mail = await outboxMail(baseUrl, row.id)
    if (mail.recipient.toLowerCase() === email.toLowerCase() && mail.link) return mail.link
  }
  throw new Error(`no ${kind} mail to ${email} in the outbox`)
}

/** The verification link of the latest sign-up mail to `email` (docs/decisions/120-registration-and-email-verification.md). */
export const signupLink = (baseUrl: string, email: string) => mailLink(baseUrl, email, 'signup-verification')

const adminTokens = new Map<string, { token: string; expiresAt: number }>()

/** An admin's access token, signed in over HTTP (code + PKCE, as the app does); reused until shortly before it expires. */
async function adminToken(baseUrl: string): Promise<string> {
  const cached = adminTokens.get(baseUrl)
  if (cached && cached.expiresAt > Date.now() + 30_000) return cached.token
  const client = createOidcClient(baseUrl)
  const { res, verifier } = await client.authorize()
  const login = await client.submitLogin(client.location(res), demoAccount('admin').email, DEMO_PASSWORD)
  const code = (await client.followToApp(login)).searchParams.get('code')
  if (!code) throw new Error('admin sign-in for the outbox gave no code')
  const { status, body } = await client.token({
    grant_type: 'authorization_code',
    code,
    redirect_uri: client.redirectUri,
    code_verifier: verifier,
  })
  if (status !== 200 || !body.access_token) throw new Error(`admin sign-in for the outbox: token answered ${status}`)
  adminTokens.set(baseUrl, { token: body.access_token, expiresAt: Date.now() + Number(body.expires_in) * 1000 })
  return body.access_token
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
