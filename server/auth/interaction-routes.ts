import { readFileSync } from 'node:fs'
import { ServerResponse, type IncomingMessage } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { HttpBindings } from '@hono/node-server'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import { Hono, type Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type Provider from 'oidc-provider'
import type { Config } from '#server/config.ts'
import { clientAddress } from '#server/lib/client-address.ts'
import { UnavailableError } from '#server/lib/errors.ts'
import type { Logger } from '#server/lib/logger.ts'
import { authSecurityHeaders } from './auth-headers.ts'
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, type DeviceCookies } from './device-cookie.ts'
import type { LoginService } from './login-service.ts'
import { isProgrammaticEndpoint, parseLoginForm, UNSAFE_PARAMETER_MESSAGE, urlHasNul } from './oidc-input.ts'
import { loginPage, type LoginPageModel } from './pages/login-page.ts'
import { pickLang, TEXTS } from './pages/texts.ts'
import { errorPageHtml } from './provider-pages.ts'
import type { RedirectPolicy } from './redirect-policy.ts'
import { registrationRoutes, withReturnTo } from './registration-routes.ts'
import type { RegistrationService } from './registration-service.ts'

const OIDC_MOUNT = '/oidc'
type Env = { Bindings: HttpBindings }
type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>

const ASSET_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets')
const ASSETS: Record<string, { body: string; type: string }> = {
  'auth.css': { body: readFileSync(path.join(ASSET_DIR, 'auth.css'), 'utf8'), type: 'text/css; charset=utf-8' },
  'logout.js': {
    body: readFileSync(path.join(ASSET_DIR, 'logout.js'), 'utf8'),
    type: 'text/javascript; charset=utf-8',
  },
}

/**
 * Everything under /oidc: our interaction pages (sign-in form, automatic consent for our own
 * client), their assets, and the provider itself for all other paths. The provider is a Koa app;
 * it gets the raw node request and response of @hono/node-server and answers them itself.
 */
export function oidcRoutes(deps: {
  provider: Provider
  config: Config
  login: LoginService
  logger: Logger
  redirects: RedirectPolicy
  devices: DeviceCookies
  registration: RegistrationService
}) {
  const { provider, config, login, logger, redirects, devices, registration } = deps
  const callback = provider.callback()
  const headers = authSecurityHeaders(redirects.cspSources)
  const homeUrl = `${config.publicUrl}/`
  const urls = { homeUrl, signInUrl: `${config.publicUrl}/signin` }

  const errorPage = (c: Context<Env>, status: 400 | 503, kind: 'expired' | 'generic', detail?: string) => {
    const lang = pickLang(c.req.query('ui_locales'), c.req.header('accept-language'))
    const t = TEXTS[lang]
    return c.html(
      errorPageHtml(t, lang, urls, kind === 'expired' ? t.errorExpired : t.errorGeneric, { error: detail }),
      status,
    )
  }
  const details = async (c: Context<Env>): Promise<Interaction | undefined> => {
    try {
      const found = await provider.interactionDetails(c.env.incoming, c.env.outgoing)
      return found.uid === c.req.param('uid') ? found : undefined
    } catch {
      return undefined
    }
  }
  const render = (
    c: Context<Env>,
    interaction: Interaction,
    extra: Partial<LoginPageModel>,
    status: 200 | 400 | 401 | 403 | 429 = 200,
  ) => {
    const params = interaction.params as Record<string, unknown>
    const returnTo = signup.returnToOf(c, params)
    const model: LoginPageModel = {
      lang: pickLang(params.ui_locales, c.req.header('accept-language')),
      uid: interaction.uid,
      email: typeof params.login_hint === 'string' ? params.login_hint : undefined,
      homeUrl: homeFor(params),
      // the create-account form of this interaction, knowing where the visitor came from
      createUrl: `${OIDC_MOUNT}/interaction/${interaction.uid}/create${returnTo ? `?${new URLSearchParams({ return_to: returnTo })}` : ''}`,
      ...extra,
    }
    return c.html(loginPage(model), status)
  }
  const homeFor = (params: Record<string, unknown>) => appOrigin(params.redirect_uri, redirects) ?? homeUrl
  const signup = registrationRoutes({
    provider,
    config,
    logger,
    redirects,
    registration,
    details,
    homeFor,
    expired: (c) => errorPage(c, 400, 'expired', 'interaction not found'),
  })

  return (
    new Hono<Env>()
      .use(`${OIDC_MOUNT}/*`, async (c, next) => {
        await next()
        // the provider set its own headers
        if (c.res.headers.get('x-hono-already-sent') || providerHeadAnswers.has(c.res)) return
        for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v)
        if (!c.req.path.startsWith(`${OIDC_MOUNT}/assets/`)) c.res.headers.set('Cache-Control', 'no-store')
      })
      // input validation (docs/decisions/038-edge-validation.md): a NUL never reaches the provider's storage
      .use(`${OIDC_MOUNT}/*`, async (c, next) => {
        if (!urlHasNul(c.req.url)) return next()
        if (isProgrammaticEndpoint(c.req.path))
          return c.json({ error: 'invalid_request', error_description: UNSAFE_PARAMETER_MESSAGE }, 400)
        return errorPage(c, 400, 'generic', UNSAFE_PARAMETER_MESSAGE)
      })
      .get(`${OIDC_MOUNT}/assets/:file`, (c) => {
        const asset = ASSETS[c.req.param('file')]
        if (!asset) return c.text('Not found', 404)
        c.header('Content-Type', asset.type)
        c.header('Cache-Control', 'public, max-age=3600')
        return c.body(asset.body)
      })
      .get(`${OIDC_MOUNT}/interaction/:uid`, async (c) => {
        if (!c.env?.incoming) return errorPage(c, 503, 'generic', 'no node server')
        const interaction = await details(c)
        if (!interaction) return errorPage(c, 400, 'expired', 'interaction not found')
        // the browser that just confirmed its e-mail address signs in as the new account
        const automatic = await signup.autoLogin(c, interaction)
        if (automatic) return automatic
        const { name } = interaction.prompt
        if (name === 'login') return render(c, interaction, {})
        if (name === 'create') return signup.renderForm(c, interaction, {}, 200)
        if (name === 'consent') return c.redirect(await grantConsent(provider, c, interaction), 303)
        return errorPage(c, 400, 'generic', `unsupported prompt ${name}`)
      })
      .get(`${OIDC_MOUNT}/interaction/:uid/login`, async (c) => {
        if (!c.env?.incoming) return errorPage(c, 503, 'generic', 'no node server')
        const interaction = await details(c)
        if (!interaction) return errorPage(c, 400, 'expired', 'interaction not found')
        const { name } = interaction.prompt
        if (name === 'login' || name === 'create') return render(c, interaction, {})
        return errorPage(c, 400, 'generic', `unsupported prompt ${name}`)
      })
      .route('/', signup.routes)
      .post(`${OIDC_MOUNT}/interaction/:uid/login`, async (c) => {
        if (!c.env?.incoming) return errorPage(c, 503, 'generic', 'no node server')
        const interaction = await details(c)
        if (!interaction) return errorPage(c, 400, 'expired', 'interaction not found')
        const form = parseLoginForm(await c.req.parseBody().catch(() => ({}) as Record<string, unknown>))
        if (!form.ok) return render(c, interaction, { email: form.email, error: { kind: form.kind } }, 400)
        const { email, password } = form
        // failures slow down this e-mail from this browser or address, never lock
        // (docs/decisions/043-throttling-and-proxy.md, docs/decisions/083-sign-in-throttle-per-account-and-source.md)
        const deviceCookie = getCookie(c, DEVICE_COOKIE)
        const result = await login.authenticate({
          email,
          password,
          address: clientAddress(c, config.trustProxy),
          device: devices.deviceFor(deviceCookie, email),
        })
        if (!result.ok) {
          logger.info('sign-in refused', { reason: result.reason })
          if (result.reason === 'throttled') {
            const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000))
            c.header('Retry-After', String(seconds))
            return render(c, interaction, { email, error: { kind: 'throttled', seconds } }, 429)
          }
          if (result.reason === 'disabled') return render(c, interaction, { email, error: { kind: 'disabled' } }, 403)
          return render(c, interaction, { email, error: { kind: 'invalid' } }, 401)
        }
        setCookie(c, DEVICE_COOKIE, devices.issue(deviceCookie, email), {
          path: OIDC_MOUNT,
          httpOnly: true,
          sameSite: 'Lax',
          secure: config.publicUrl.startsWith('https:'),
          maxAge: DEVICE_COOKIE_MAX_AGE_S,
        })
        const outcome = {
          login: { accountId: result.account.id },
          ...(interaction.prompt.name === 'create' ? { create: {} } : {}),
        }
        const returnTo = await provider.interactionResult(c.env.incoming, c.env.outgoing, outcome, {
          mergeWithLastSubmission: false,
        })
        return c.redirect(returnTo, 303)
      })
      .all(OIDC_MOUNT, (c) => passthrough(c, callback))
      // the app page the visitor left for the provider, kept with the interaction (return_to)
      .get(`${OIDC_MOUNT}/auth`, (c) =>
        passthrough(c, callback, (url) => withReturnTo(url, c.req.header('referer'), redirects)),
      )
      .all(`${OIDC_MOUNT}/*`, (c) => passthrough(c, callback))
  )
}

async function passthrough(
  c: Context<Env>,
  callback: ReturnType<Provider['callback']>,
  rewrite: (url: string) => string = (url) => url,
) {
  if (!c.env?.incoming) throw new UnavailableError('The sign-in service needs the Node HTTP server')
  const req = c.env.incoming as IncomingMessage & { originalUrl?: string }
  const url = req.url ?? '/'
  const below = url.slice(OIDC_MOUNT.length)
  const rewritten = rewrite(below)
  const rest = rewritten.startsWith('/') ? rewritten : `/${rewritten}`
  // the provider finds its mount path by cutting `url` off `originalUrl`: both carry a rewrite
  req.originalUrl = rewritten === below ? url : `${OIDC_MOUNT}${rest}`
  req.url = rest
  if (req.method === 'HEAD') return headAnswer(req, callback)
  await callback(req, c.env.outgoing)
  return RESPONSE_ALREADY_SENT
}

/**
 * HEAD as the GET would answer, without a body (docs/product/sign-in-and-roles.md#embedded-provider).
 * Hono answers HEAD by wrapping the GET route's Response in a new one, so the marker that the
 * provider already wrote the node response is lost and the answer would be written a second time
 * (an error with a stack trace per request). The provider, which answers HEAD like GET itself,
 * writes into a detached response instead; its status and headers become our Response.
 */
const providerHeadAnswers = new WeakSet<Response>()

async function headAnswer(req: IncomingMessage, callback: ReturnType<Provider['callback']>): Promise<Response> {
  const detached = new ServerResponse(req)
  await callback(req, detached)
  const headers = new Headers()
  for (const [name, value] of Object.entries(detached.getHeaders())) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [String(value)]) headers.append(name, v)
  }
  const answer = new Response(null, { status: detached.statusCode, headers })
  providerHeadAnswers.add(answer)
  return answer
}

/** Our first-party client gets what it asked for without a consent screen. */
async function grantConsent(provider: Provider, c: Context<Env>, interaction: Interaction): Promise<string> {
  const accountId = interaction.session?.accountId
  const clientId = String((interaction.params as Record<string, unknown>).client_id)
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined
  const grant = existing ?? new provider.Grant({ accountId, clientId })
  const missing = interaction.prompt.details as {
    missingOIDCScope?: string[]
    missingOIDCClaims?: string[]
    missingResourceScopes?: Record<string, string[]>
  }
  if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
  if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims)
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(' '))
  const grantId = await grant.save()
  return provider.interactionResult(
    c.env.incoming,
    c.env.outgoing,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  )
}

/** The app origin the sign-in started from (for the "back to the website" link), if it is one of ours. */
function appOrigin(redirectUri: unknown, redirects: RedirectPolicy): string | undefined {
  if (typeof redirectUri !== 'string') return undefined
  try {
    const origin = new URL(redirectUri).origin
    return redirects.originAllowed(origin) ? `${origin}/` : undefined
  } catch {
    return undefined
  }
}
