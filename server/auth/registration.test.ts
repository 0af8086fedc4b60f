import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, pendingRegistrations, travelAgencies, users } from '#server/db/schema.ts'
import { createOidcClient, decodeJwt, type OidcTestClient } from '../../tests/setup/oidc-client.ts'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { DEMO_PASSWORD, demoAccount } from './demo-accounts.ts'
import { SIGNUP_LOGIN_COOKIE, SIGNUP_MAILS_PER_HOUR } from './registration-service.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 2, listen: true })
})
afterAll(() => t.close())

const STRONG = 'Glacier-Fondue-Quartz-71'
let n = 0
const freshEmail = (domain = 'alpine-travel.example') => `person${++n}.${Date.now()}@${domain}`

/** Opens the create-account page of a new interaction (prompt=create, as the app's sign-up button). */
async function openCreatePage(extra: Record<string, string> = {}, client = createOidcClient(t.url!)) {
  const { res, verifier } = await client.authorize({ prompt: 'create', ...extra })
  const url = client.location(res)
  const page = await client.request(url)
  return { client, url, verifier, page, html: await page.text() }
}

function submitSignup(client: OidcTestClient, url: string, fields: Record<string, string>) {
  return client.request(`${url}/create`, {
    method: 'POST',
    body: new URLSearchParams({ password: STRONG, firstName: 'Anna', lastName: 'Berger', ...fields }),
  })
}

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.recipient}) = ${email.toLowerCase()}`)
    .orderBy(desc(mailOutbox.id))
}

async function linkFor(email: string): Promise<string> {
  const [mail] = await mailsTo(email)
  expect(mail?.kind).toBe('signup-verification')
  return String(mail!.payload.link)
}

const userOf = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  )[0]

/** Signs up with a fresh interaction and answers the link of the mail. */
async function signUp(email: string, client = createOidcClient(t.url!), extra: Record<string, string> = {}) {
  const { url } = await openCreatePage(extra, client)
  const res = await submitSignup(client, url, { email })
  expect(res.status).toBe(200)
  return linkFor(email)
}

/** Confirms a link in `client`'s browser; answers the redirect. */
async function confirm(client: OidcTestClient, link: string) {
  const page = await client.request(link)
  expect(page.status).toBe(200)
  const action = /<form class="auth__form" method="post" action="([^"]+)"/.exec(await page.text())?.[1]
  expect(action).toBeTruthy()
  return client.request(action!.replace(/&amp;/g, '&'), { method: 'POST' })
}

/** The app's sign-in after the confirmation: authorize, the interaction finishes itself, the code is exchanged. */
async function signInAfterConfirm(client: OidcTestClient) {
  const { res, verifier } = await client.authorize()
  const callback = await client.followToApp(res)
  const code = callback.searchParams.get('code')
  expect(code).toBeTruthy()
  const tokens = await client.token({
    grant_type: 'authorization_code',
    code: code!,
    redirect_uri: client.redirectUri,
    code_verifier: verifier,
  })
  expect(tokens.status).toBe(200)
  return tokens.body
}

describe('the create-account page', () => {
  it('renders for prompt=create in English and German with labelled fields and no invitation code', async () => {
    const { page, html } = await openCreatePage()
    expect(page.status).toBe(200)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('Create your account')
    for (const label of ['E-mail address', 'Password', 'First name', 'Last name (optional)'])
      expect(html).toContain(`>${label}</label>`)
    expect(html).toContain('autocomplete="new-password"')
    expect(html).not.toContain('invitationCode')
    expect(html).not.toMatch(/<script/)
    expect(html).toMatch(/Already registered\? <a href="\/oidc\/interaction\/[^"]+\/login">Sign in<\/a>/)
    const german = await openCreatePage({ ui_locales: 'de' })
    expect(german.html).toContain('<html lang="de">')
    expect(german.html).toContain('Konto erstellen')
    expect(german.html).toContain('>Vorname</label>')
  })

  it('links the login form and the create form of the same interaction', async () => {
    const client = createOidcClient(t.url!)
    const { res } = await client.authorize()
    const url = client.location(res)
    const login = await (await client.request(url)).text()
    const uid = new URL(url).pathname.split('/').at(-1)!
    expect(login).toContain(`New to LDS? <a href="/oidc/interaction/${uid}/create">Create an account</a>`)
    const create = await client.request(`${url}/create`)
    expect(create.status).toBe(200)
    expect(await create.text()).toContain(`href="/oidc/interaction/${uid}/login"`)
    const back = await client.request(`${url}/login`)
    expect(await back.text()).toContain('>Sign in</button>')
  })

  it('explains bad input field by field (400, aria-describedby) and keeps what was typed', async () => {
    const { client, url } = await openCreatePage()
    const res = await submitSignup(client, url, { email: 'not-an-address', password: 'short', firstName: '' })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Please enter a valid e-mail address')
    expect(html).toContain('Please use at least 10 characters')
    expect(html).toContain('Please enter your first name')
    expect(html).toMatch(/id="email"[^>]*aria-describedby="email-error"[^>]*aria-invalid="true"/)
    expect(html).toContain('value="not-an-address"')
    expect(html).not.toContain('value="short"')
    const weak = await submitSignup(client, url, { email: freshEmail(), password: 'Password1234' })
    expect(weak.status).toBe(400)
    expect(await weak.text()).toContain('This password is too common or easy to guess. Please choose another.')
    const german = await openCreatePage({ ui_locales: 'de' })
    const de = await submitSignup(german.client, german.url, { email: 'x', password: 'kurz' })
    const deHtml = await de.text()
    expect(deHtml).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein')
    expect(deHtml).toContain('Bitte verwenden Sie mindestens 10 Zeichen')
  })
})

describe('sign-up with e-mail verification', () => {
  it('mails a new address exactly one link; the link creates exactly one agent account and signs it in', async () => {
    const email = freshEmail()
    const { client, url } = await openCreatePage()
    const res = await submitSignup(client, url, { email })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Check your inbox')
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'signup-verification', subject: 'Please confirm your e-mail address' })
    const link = String(mails[0]!.payload.link)
    expect(link).toMatch(new RegExp(`^${t.url}/oidc/verify-email/[A-Za-z0-9_-]{43}$`))
    expect(String(mails[0]!.payload.text)).toContain(link)
    // only the hash of the link's token is stored
    const [pending] = await t.database.db
      .select()
      .from(pendingRegistrations)
      .where(sql`lower(${pendingRegistrations.email}) = ${email}`)
    expect(pending!.tokenHash).not.toBe(link.split('/').at(-1))
    expect(await userOf(email)).toBeUndefined()

    const confirmed = await confirm(client, link)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(`${t.url}/signin?account=new`)
    const cookie = confirmed.headers.getSetCookie().find((c) => c.startsWith(`${SIGNUP_LOGIN_COOKIE}=`))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Max-Age=600/)
    expect(cookie).toMatch(/Path=\/oidc/)

    const user = await userOf(email)
    expect(user).toMatchObject({ role: 'agent', firstName: 'Anna', lastName: 'Berger' })
    expect(user!.passwordHash).toMatch(/^scrypt\$/)
    const tokens = await signInAfterConfirm(client)
    expect(decodeJwt(tokens.id_token!).payload).toMatchObject({ sub: user!.id, email })
    expect(client.jar.has(SIGNUP_LOGIN_COOKIE)).toBe(false)
    // the password of the form signs in too
    const other = createOidcClient(t.url!)
    expect((await other.signIn(email, STRONG)).tokens.status).toBe(200)
  })

  it('uses a link once: a second use and an expired link get a clear page, never an account', async () => {
    const email = freshEmail()
    const client = createOidcClient(t.url!)
    const link = await signUp(email, client)
    expect((await confirm(client, link)).status).toBe(303)
    for (const res of [await client.request(link), await client.request(link, { method: 'POST' })]) {
      expect(res.status).toBe(410)
      expect(await res.text()).toContain('This link has expired or was already used. Please sign up again or sign in.')
    }
    const late = freshEmail()
    const lateLink = await signUp(late)
    await t.database.db
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`lower(${pendingRegistrations.email}) = ${late}`)
    expect((await fetch(lateLink)).status).toBe(410)
    expect((await fetch(lateLink, { method: 'POST', redirect: 'manual' })).status).toBe(410)
    expect(await userOf(late)).toBeUndefined()
    expect((await fetch(`${t.url}/oidc/verify-email/not-a-token`)).status).toBe(400)
    const german = await fetch(`${t.url}/oidc/verify-email/${'a'.repeat(43)}?ui_locales=de`)
    expect(german.status).toBe(410)
    expect(await german.text()).toContain('Dieser Link ist abgelaufen oder wurde bereits verwendet.')
  })

  it('answers an existing account’s address identically, mails "sign in" and creates nothing', async () => {
    const email = demoAccount('agent').email
    const known = await openCreatePage()
    const fresh = await openCreatePage()
    const before = (await t.database.db.select({ id: users.id }).from(users)).length
    const a = await submitSignup(known.client, known.url, { email })
    const newEmail = freshEmail()
    const b = await submitSignup(fresh.client, fresh.url, { email: newEmail })
    expect(a.status).toBe(b.status)
    const normalise = (html: string, address: string) =>
      html.replaceAll(address, 'ADDRESS').replace(/\/oidc\/interaction\/[^"/]+/g, '/oidc/interaction/UID')
    expect(normalise(await a.text(), email)).toBe(normalise(await b.text(), newEmail))
    const [mail] = await mailsTo(email)
    expect(mail).toMatchObject({ kind: 'signup-existing-account', subject: 'You already have an LDS account' })
    expect(mail!.payload.link).toBeUndefined()
    const pending = await t.database.db
      .select()
      .from(pendingRegistrations)
      .where(sql`lower(${pendingRegistrations.email}) = ${email}`)
    expect(pending).toHaveLength(0)
    expect((await t.database.db.select({ id: users.id }).from(users)).length).toBe(before)
    // the old password still signs in
    expect((await createOidcClient(t.url!).signIn(email, DEMO_PASSWORD)).tokens.status).toBe(200)
  })

  it('replaces a pending registration: the old link stops working, the new one works', async () => {
    const email = freshEmail()
    const first = await signUp(email)
    const client = createOidcClient(t.url!)
    const { url } = await openCreatePage({}, client)
    await submitSignup(client, url, { email: email.toUpperCase(), firstName: 'Annabel' })
    const second = await linkFor(email)
    expect(second).not.toBe(first)
    expect((await fetch(first)).status).toBe(410)
    const rows = await t.database.db
      .select()
      .from(pendingRegistrations)
      .where(sql`lower(${pendingRegistrations.email}) = ${email}`)
    expect(rows).toHaveLength(1)
    expect((await confirm(client, second)).status).toBe(303)
    expect(await userOf(email)).toMatchObject({ firstName: 'Annabel' })
  })

  it(`sends at most ${SIGNUP_MAILS_PER_HOUR} sign-up mails per address and hour, with the same answer`, async () => {
    const email = freshEmail()
    const { client, url } = await openCreatePage()
    for (let i = 0; i < SIGNUP_MAILS_PER_HOUR + 2; i++) {
      const res = await submitSignup(client, url, { email })
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('Check your inbox')
    }
    expect(await mailsTo(email)).toHaveLength(SIGNUP_MAILS_PER_HOUR)
  })

  it('auto-invites into the agency of a matching business domain, never from gmail.com', async () => {
    await t.database.db.insert(travelAgencies).values([
      { id: 'agency-alpine', name: 'Alpine Travel', autoInviteEmailDomain: 'Alpine-Invite.example' },
      { id: 'agency-gmail', name: 'Should never match', autoInviteEmailDomain: 'gmail.com' },
    ])
    const business = freshEmail('alpine-invite.example')
    const client = createOidcClient(t.url!)
    await confirm(client, await signUp(business, client))
    expect((await userOf(business))!.travelAgencyId).toBe('agency-alpine')
    const gmail = freshEmail('gmail.com')
    await confirm(client, await signUp(gmail, client))
    expect((await userOf(gmail))!.travelAgencyId).toBeNull()
  })

  it('a sign-in started from an app page (Referer, so return_to is added) still finishes on the callback', async () => {
    const browser = createOidcClient(t.url!)
    const authorized = await browser.request(
      `/oidc/auth?${new URLSearchParams({
        client_id: 'agent-frontend',
        response_type: 'code',
        redirect_uri: browser.redirectUri,
        scope: 'openid profile email offline_access',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        state: 's',
      })}`,
      { headers: { referer: `${t.url}/hotels?from=mail` } },
    )
    const login = await browser.submitLogin(browser.location(authorized), demoAccount('agent').email, DEMO_PASSWORD)
    const back = await browser.followToApp(login)
    expect(back.pathname).toBe('/oidc-callback')
    expect(back.searchParams.get('code')).toBeTruthy()
  })

  it('returns to where sign-up started (return_to or the referring app page) after the confirmation', async () => {
    const viaParam = freshEmail()
    const client = createOidcClient(t.url!)
    const link = await signUp(viaParam, client, { return_to: '/signup/lifestyle?fast-lane' })
    const res = await confirm(client, link)
    expect(res.headers.get('location')).toBe(
      `${t.url}/signin?account=new&returnTo=${encodeURIComponent('/signup/lifestyle?fast-lane')}`,
    )

    const viaReferer = freshEmail()
    const browser = createOidcClient(t.url!)
    const authorized = await browser.request(
      `/oidc/auth?${new URLSearchParams({
        client_id: 'agent-frontend',
        response_type: 'code',
        redirect_uri: browser.redirectUri,
        scope: 'openid profile email offline_access',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        state: 's',
        prompt: 'create',
      })}`,
      { headers: { referer: `${t.url}/signup/hotel-group` } },
    )
    const url = browser.location(authorized)
    expect(await (await browser.request(url)).text()).toContain('name="returnTo" value="/signup/hotel-group"')
    await submitSignup(browser, url, { email: viaReferer })
    const back = await confirm(browser, await linkFor(viaReferer))
    expect(back.headers.get('location')).toBe(
      `${t.url}/signin?account=new&returnTo=${encodeURIComponent('/signup/hotel-group')}`,
    )
    // another site's page is no place to return to
    const evil = freshEmail()
    const link2 = await signUp(evil, createOidcClient(t.url!), { return_to: '//evil.example/' })
    expect((await confirm(createOidcClient(t.url!), link2)).headers.get('location')).toBe(`${t.url}/signin?account=new`)
  })

  it('signs the new account in even where the browser has a session of another account', async () => {
    const client = createOidcClient(t.url!)
    await client.signIn(demoAccount('supervisorAgent').email, DEMO_PASSWORD)
    const email = freshEmail()
    await confirm(client, await signUp(email, client))
    const { res, verifier } = await client.authorize()
    // the interaction finishes for the new account; the provider ends the other session first with
    // its self-submitting form (a browser submits it, this client does it by hand)
    let step = await client.request(client.location(res))
    expect(step.status).toBe(303)
    step = await client.request(client.location(step))
    expect(step.status).toBe(200)
    const html = await step.text()
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    )
    expect(action).toContain('/oidc/session/end/confirm')
    const ended = await client.request(action!, { method: 'POST', body: new URLSearchParams(fields) })
    const callback = await client.followToApp(ended)
    const tokens = await client.token({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: client.redirectUri,
      code_verifier: verifier,
    })
    expect(decodeJwt(tokens.body.id_token!).payload.sub).toBe((await userOf(email))!.id)
  })

  it('sends German texts for a German page', async () => {
    const email = freshEmail()
    const { client, url } = await openCreatePage({ ui_locales: 'de' })
    const res = await submitSignup(client, url, { email })
    expect(await res.text()).toContain('Bitte sehen Sie in Ihr Postfach')
    const [mail] = await mailsTo(email)
    expect(mail).toMatchObject({ subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })
    expect(String(mail!.payload.link)).toMatch(/\?ui_locales=de$/)
    const page = await fetch(String(mail!.payload.link))
    expect(await page.text()).toContain('E-Mail-Adresse bestätigen')
  })
})

describe('sign-up with an invitation code (SIGNUP_INVITATION_CODE)', () => {
  let coded: TestApp
  beforeAll(async () => {
    coded = await createTestApp({ seed: false, listen: true, env: { SIGNUP_INVITATION_CODE: 'ALPS-2026' } })
  })
  afterAll(() => coded.close())

  it('asks for the code and refuses a wrong one', async () => {
    const client = createOidcClient(coded.url!)
    const { res } = await client.authorize({ prompt: 'create' })
    const url = client.location(res)
    const html = await (await client.request(url)).text()
    expect(html).toContain('<label for="invitationCode">Invitation code</label>')
    const email = `coded.${Date.now()}@alpine-travel.example`
    const wrong = await submitSignup(client, url, { email, invitationCode: 'alps' })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('The invitation code is not valid')
    const right = await submitSignup(client, url, { email, invitationCode: 'ALPS-2026' })
    expect(right.status).toBe(200)
    const [mail] = await coded.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))
    expect(mail?.kind).toBe('signup-verification')
  })
})

describe('with an external issuer (OIDC_ISSUER)', () => {
  let external: TestApp
  beforeAll(async () => {
    external = await createTestApp({ seed: false, env: { OIDC_ISSUER: 'http://127.0.0.1:9/nowhere' } })
  })
  afterAll(() => external.close())

  it('offers no create-account page or verification link of ours', async () => {
    for (const path of [`/oidc/verify-email/${'a'.repeat(43)}`, '/oidc/interaction/x/create']) {
      const res = await external.request(path)
      expect(res.status, path).not.toBe(410)
      expect(await res.text()).not.toContain('Create your account')
    }
    const post = await external.request(`/oidc/verify-email/${'a'.repeat(43)}`, { method: 'POST' })
    expect([404, 405]).toContain(post.status)
  })
})
