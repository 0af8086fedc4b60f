import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOidcClient, type OidcTestClient } from '../../tests/setup/oidc-client.ts'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { DEMO_PASSWORD, demoAccount } from './demo-accounts.ts'

let t: TestApp
beforeAll(async () => {
  // behind one trusted proxy, so that tests can be several clients (docs/decisions/043-throttling-and-proxy.md)
  t = await createTestApp({ hotels: 1, properties: 2, listen: true, env: { TRUST_PROXY: '1' } })
})
afterAll(() => t.close())

async function openLoginPage(extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const client = createOidcClient(t.url!)
  const { res } = await client.authorize(extra)
  const url = client.location(res)
  const page = await client.request(url, { headers })
  return { client, url, page, html: await page.text() }
}

/** Posts the sign-in form with extra headers (X-Forwarded-For: which client this is). */
function submitFrom(
  client: OidcTestClient,
  interactionUrl: string,
  email: string,
  password: string,
  headers: Record<string, string>,
) {
  return client.request(`${interactionUrl}/login`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    headers,
  })
}

describe('the sign-in page', () => {
  it('has labelled fields, no inline script, a strict CSP and a way back to the site', async () => {
    const { page, html } = await openLoginPage()
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.headers.get('cache-control')).toBe('no-store')
    const csp = page.headers.get('content-security-policy')!
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(html).toContain('<html lang="en">')
    // not indexed, but a page with its own description (Lighthouse's SEO audit, a shared link's preview)
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).toContain(
      '<meta name="description" content="Sign in to the Luxury Distribution System of LDS: the Alps’ luxury hotels and chalets with individual rates and your commission.">',
    )
    expect(html).toMatch(/<label for="email">E-mail address<\/label>/)
    expect(html).toMatch(/<label for="password">Password<\/label>/)
    expect(html).toContain('autocomplete="current-password"')
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/)
    expect(html).not.toMatch(/\sstyle=/)
    expect(html).toContain(`href="${t.url}/"`)
    expect(html).toContain('/oidc/assets/auth.css')
    const css = await fetch(`${t.url}/oidc/assets/auth.css`)
    expect(css.status).toBe(200)
    expect(await css.text()).toContain('#f7f4ee')
  })

  it('leads a visitor without an account to the create-account form of the same interaction', async () => {
    const { html, url } = await openLoginPage()
    const uid = new URL(url).pathname.split('/').at(-1)
    expect(html).toContain(`<p>New to LDS? <a href="/oidc/interaction/${uid}/create">Create an account</a></p>`)
    const german = await openLoginPage({ ui_locales: 'de' })
    expect(german.html).toContain('Neu bei LDS? <a href="/oidc/interaction/')
    expect(german.html).toContain('>Konto erstellen</a>')
  })

  it('says clearly when the password is wrong and keeps the typed e-mail address', async () => {
    const { client, url } = await openLoginPage()
    const email = demoAccount('amexAgent').email
    const res = await client.submitLogin(url, email, 'not-the-password')
    expect(res.status).toBe(401)
    const html = await res.text()
    expect(html).toContain('The e-mail address or password is not correct.')
    expect(html).toContain(`value="${email}"`)
    expect(html).toContain('role="alert"')
    // an unknown address gets the same answer
    const unknown = await client.submitLogin(url, 'nobody@nowhere.example', 'whatever')
    expect(unknown.status).toBe(401)
    expect(await unknown.text()).toContain('The e-mail address or password is not correct.')
    // and the right password still signs in afterwards
    const ok = await client.submitLogin(url, email, DEMO_PASSWORD)
    expect(ok.status).toBe(303)
  })

  it('asks for both fields when one is empty', async () => {
    const { client, url } = await openLoginPage()
    const res = await client.submitLogin(url, '', '')
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Please enter your e-mail address and password.')
  })

  it('cannot be used to lock an account: a guesser slows down only their own address', async () => {
    const { client, url } = await openLoginPage()
    const email = demoAccount('admin').email
    // an outsider (behind the trusted proxy, as 203.0.113.66) tries ten wrong passwords at once
    const outsider = { 'x-forwarded-for': '203.0.113.66' }
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await submitFrom(client, url, email, `wrong-${i}`, outsider)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429])
    const wait = await submitFrom(client, url, email, DEMO_PASSWORD, outsider)
    expect(wait.status).toBe(429)
    expect(wait.headers.get('retry-after')).toBe('1')
    expect(await wait.text()).toContain('Too many failed sign-in attempts. Please wait 1 second and try again.')
    // the admin, at their own address, signs in at once
    const owner = { 'x-forwarded-for': '198.51.100.10' }
    const ownBrowser = await openLoginPage()
    expect((await submitFrom(ownBrowser.client, ownBrowser.url, email, DEMO_PASSWORD, owner)).status).toBe(303)
  })

  it('lets a browser that signed in before in, even from the address a guesser uses', async () => {
    const email = demoAccount('supervisorAgent').email
    const shared = { 'x-forwarded-for': '203.0.113.88' } // e.g. one hotel Wi-Fi
    // the owner's browser signed in once: it keeps the device cookie (HttpOnly, only for /oidc)
    const first = await openLoginPage()
    const signedIn = await submitFrom(first.client, first.url, email, DEMO_PASSWORD, shared)
    expect(signedIn.status).toBe(303)
    const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('lds_device='))
    expect(cookie).toMatch(/; Max-Age=15552000; Path=\/oidc; HttpOnly; SameSite=Lax$/)
    // a guesser on the same address, without the cookie, is slowed down
    const guesser = await openLoginPage()
    const statuses: number[] = []
    for (let i = 0; i < 8; i++)
      statuses.push((await submitFrom(guesser.client, guesser.url, email, `wrong-${i}`, shared)).status)
    expect(statuses.slice(5)).toEqual([429, 429, 429])
    // a forged or foreign device cookie counts as none
    const forged = await openLoginPage()
    forged.client.jar.set('lds_device', 'abc.def.ghi')
    expect((await submitFrom(forged.client, forged.url, email, DEMO_PASSWORD, shared)).status).toBe(429)
    // the owner's browser still gets in at once
    const again = await openLoginPage()
    again.client.jar.set('lds_device', first.client.jar.get('lds_device')!)
    expect((await submitFrom(again.client, again.url, email, DEMO_PASSWORD, shared)).status).toBe(303)
  })

  it('answers unknown and known e-mail addresses identically, also once they are throttled', async () => {
    const { client, url } = await openLoginPage()
    const known = demoAccount('corporateDesignAgent').email
    const unknown = 'nobody.here@lds.example'
    const from = { 'x-forwarded-for': '203.0.113.77' }
    for (let i = 0; i < 7; i++) {
      const a = await submitFrom(client, url, known, `wrong-${i}`, from)
      const b = await submitFrom(client, url, unknown, `wrong-${i}`, from)
      expect(b.status).toBe(a.status)
      expect(b.headers.get('retry-after')).toBe(a.headers.get('retry-after'))
      expect((await b.text()).replaceAll(unknown, '<email>')).toBe((await a.text()).replaceAll(known, '<email>'))
    }
  })

  it('speaks German for ui_locales=de or a German browser', async () => {
    const viaParam = await openLoginPage({ ui_locales: 'de' })
    expect(viaParam.html).toContain('<html lang="de">')
    expect(viaParam.html).toContain(
      '<meta name="description" content="Anmeldung beim Luxury Distribution System von LDS',
    )
    expect(viaParam.html).toContain('E-Mail-Adresse')
    expect(viaParam.html).toContain('Passwort')
    expect(viaParam.html).toContain('>Anmelden</button>')
    const viaHeader = await openLoginPage({}, { 'accept-language': 'de-CH,de;q=0.9' })
    expect(viaHeader.html).toContain('<html lang="de">')
    const wrong = await viaParam.client.submitLogin(viaParam.url, demoAccount('admin').email, 'falsch')
    expect(await wrong.text()).toContain('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.')
  })

  it('answers prompt=create (sign-up) with the create-account form (server/auth/registration.test.ts)', async () => {
    const { page, html } = await openLoginPage({ prompt: 'create' })
    expect(page.status).toBe(200)
    expect(html).toContain('Create your account')
    expect(html).toContain('autocomplete="new-password"')
  })

  it('answers an unknown or expired interaction with a styled page and a way back to sign-in', async () => {
    const res = await fetch(`${t.url}/oidc/interaction/does-not-exist`)
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('This sign-in page has expired or was already used.')
    expect(html).toContain(`href="${t.url}/signin"`)
    expect(html).toContain('Back to sign-in')
  })

  it('renders provider errors in the same style', async () => {
    const res = await fetch(`${t.url}/oidc/auth?client_id=unknown-client&response_type=code`, {
      headers: { accept: 'text/html' },
    })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Sign-in could not be completed')
    expect(html).toContain('Back to sign-in')
    expect(html).toContain('/oidc/assets/auth.css')
  })
})
