import { createHash, randomBytes } from 'node:crypto'

/**
 * A browser-like HTTP client for the embedded OpenID provider: a cookie jar, manual redirects,
 * and the authorization code + PKCE steps the web app performs with oidc-client-ts.
 */
export function createOidcClient(baseUrl: string, clientId = 'agent-frontend') {
  const jar = new Map<string, string>()
  const redirectUri = `${baseUrl}/oidc-callback`

  async function request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
    const res = await fetch(new URL(url, baseUrl), { ...init, headers, redirect: 'manual' })
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!
      const i = pair.indexOf('=')
      const name = pair.slice(0, i)
      const value = pair.slice(i + 1)
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') jar.delete(name)
      else jar.set(name, value)
    }
    return res
  }

  const location = (res: Response) => new URL(res.headers.get('location') ?? '', baseUrl).href

  const steps = {
    jar,
    request,
    location,
    redirectUri,
    discovery: async () =>
      (await (await request('/oidc/.well-known/openid-configuration')).json()) as Record<string, string & string[]>,
    /** Starts sign-in; answers the interaction page URL (or the provider's answer when none). */
    async authorize(extra: Record<string, string> = {}) {
      const verifier = randomBytes(32).toString('base64url')
      const params = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: 'openid profile email offline_access',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        state: randomBytes(8).toString('hex'),
        nonce: randomBytes(8).toString('hex'),
        ...extra,
      })
      const res = await request(`/oidc/auth?${params}`)
      return { res, verifier, state: params.get('state')! }
    },
    submitLogin: (interactionUrl: string, email: string, password: string) =>
      request(`${interactionUrl}/login`, { method: 'POST', body: new URLSearchParams({ email, password }) }),
    /** Follows redirects (with cookies) until one leaves the provider; answers that URL. */
    async followToApp(res: Response): Promise<URL> {
      let current = res
      for (let hops = 0; hops < 8; hops++) {
        const next = new URL(location(current))
        if (!next.pathname.startsWith('/oidc/')) return next
        current = await request(next.href)
        if (current.status < 300 || current.status >= 400)
          throw new Error(`stopped at ${next.href} with ${current.status}`)
      }
      throw new Error('too many redirects')
    },
    async token(body: Record<string, string>) {
      const res = await request('/oidc/token', {
        method: 'POST',
        body: new URLSearchParams({ client_id: clientId, ...body }),
      })
      return { status: res.status, body: (await res.json()) as Record<string, string> }
    },
  }

  return {
    ...steps,
    /**
     * Signs in through the real pages and exchanges the code: every step's answer, for a test to
     * check (the sign-in and sign-out tests share it).
     */
    async signIn(email: string, password: string) {
      const { res: authorized, verifier, state } = await steps.authorize()
      const login = await steps.submitLogin(location(authorized), email, password)
      const callback = await steps.followToApp(login)
      const code = callback.searchParams.get('code')!
      const tokens = await steps.token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      })
      return { authorized, login, callback, code, verifier, state, tokens }
    },
    /** Signs out as the app does: the end-session page, then its confirmation; both answers. */
    async signOut(idToken: string, postLogoutRedirectUri: string) {
      const params = new URLSearchParams({
        id_token_hint: idToken,
        post_logout_redirect_uri: postLogoutRedirectUri,
        client_id: clientId,
      })
      const page = await request(`/oidc/session/end?${params}`)
      const html = await page.text()
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? ''
      const confirm = await request('/oidc/session/end/confirm', {
        method: 'POST',
        body: new URLSearchParams({ xsrf, logout: 'yes' }),
      })
      return { page, html, confirm }
    },
  }
}
export type OidcTestClient = ReturnType<typeof createOidcClient>

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [h, p] = token.split('.')
  return {
    header: JSON.parse(Buffer.from(h!, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(p!, 'base64url').toString()),
  }
}
