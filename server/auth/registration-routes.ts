import type { HttpBindings } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type Provider from 'oidc-provider'
import type { Config } from '#server/config.ts'
import type { Logger } from '#server/lib/logger.ts'
import { errorLogFields } from '#server/lib/error-log.ts'
import {
  checkInboxPage,
  confirmEmailPage,
  linkGonePage,
  signupPage,
  type SignupPageModel,
} from './pages/signup-page.ts'
import { pickLang, type AuthLang } from './pages/texts.ts'
import { passwordScore } from './password-strength.ts'
import type { RedirectPolicy } from './redirect-policy.ts'
import {
  SIGNUP_LOGIN_COOKIE,
  SIGNUP_LOGIN_TTL_MS,
  VERIFY_PATH,
  type RegistrationService,
} from './registration-service.ts'
import { needsScore, passwordUserInputs, readSignupForm, safeAppPath, signupProblems } from './signup-rules.ts'

type Env = { Bindings: HttpBindings }
type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>

export type RegistrationDeps = {
  provider: Provider
  config: Config
  logger: Logger
  redirects: RedirectPolicy
  registration: RegistrationService
  /** the interaction of the request's `:uid` (undefined when unknown or expired) */
  details: (c: Context<Env>) => Promise<Interaction | undefined>
  /** the site the sign-in started from (`{origin}/`) */
  homeFor: (params: Record<string, unknown>) => string
  /** the styled 400 page of an unknown or expired interaction */
  expired: (c: Context<Env>) => Response | Promise<Response>
}

/**
 * The create-account form and the verification link under /oidc
 * (docs/decisions/120-registration-and-email-verification.md), and the one-time sign-in that
 * follows the confirmation in the same browser.
 */
export function registrationRoutes(deps: RegistrationDeps) {
  const { provider, config, logger, redirects, registration, details, homeFor, expired } = deps
  const secure = config.publicUrl.startsWith('https:')
  const askInvitationCode = Boolean(config.signupInvitationCode)
  const langOf = (c: Context<Env>, params: Record<string, unknown> = {}): AuthLang =>
    pickLang(params.ui_locales ?? c.req.query('ui_locales'), c.req.header('accept-language'))

  /** Where the person returns after confirming: the app path the sign-up started from. */
  const returnToOf = (c: Context<Env>, params: Record<string, unknown>): string | undefined =>
    safeAppPath(params.return_to) ?? safeAppPath(c.req.query('return_to')) ?? refererPath(c, redirects)

  const renderForm = (
    c: Context<Env>,
    interaction: Interaction,
    extra: Partial<SignupPageModel>,
    status: 200 | 400,
  ) => {
    const params = interaction.params as Record<string, unknown>
    return c.html(
      signupPage({
        lang: langOf(c, params),
        uid: interaction.uid,
        homeUrl: homeFor(params),
        askInvitationCode,
        returnTo: returnToOf(c, params),
        ...extra,
      }),
      status,
    )
  }

  const goneUrls = () => ({
    homeUrl: `${config.publicUrl}/`,
    signInUrl: `${config.publicUrl}/signin`,
    signUpUrl: `${config.publicUrl}/signup`,
  })
  const gone = (c: Context<Env>, reason: 'gone' | 'malformed') => {
    const lang = langOf(c)
    return c.html(linkGonePage({ lang, ...goneUrls() }), reason === 'gone' ? 410 : 400)
  }

  const routes = new Hono<Env>()
    .get('/oidc/interaction/:uid/create', async (c) => {
      const interaction = await details(c)
      if (!interaction || !isSignInPrompt(interaction)) return expired(c)
      return renderForm(c, interaction, {}, 200)
    })
    .post('/oidc/interaction/:uid/create', async (c) => {
      const interaction = await details(c)
      if (!interaction || !isSignInPrompt(interaction)) return expired(c)
      const params = interaction.params as Record<string, unknown>
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      const values = readSignupForm(form)
      // the dictionaries load with the first form that gets this far
      const score = needsScore(values.password)
        ? await passwordScore(values.password, passwordUserInputs(values))
        : undefined
      const problems = signupProblems(values, { passwordScore: score, invitationCode: config.signupInvitationCode })
      if (Object.keys(problems).length) {
        logger.info('sign-up refused', { fields: Object.keys(problems).join(',') })
        return renderForm(
          c,
          interaction,
          { values, problems, returnTo: safeAppPath(form.returnTo) ?? returnToOf(c, params) },
          400,
        )
      }
      const lang = langOf(c, params)
      const path = safeAppPath(form.returnTo) ?? safeAppPath(params.return_to)
      await registration.signUp({ values, lang, returnTo: path ? new URL(path, homeFor(params)).href : null })
      return c.html(checkInboxPage({ lang, email: values.email, homeUrl: homeFor(params) }), 200)
    })
    .get(`${VERIFY_PATH}/:token`, async (c) => {
      const token = c.req.param('token')
      const problem = await registration.check(token)
      if (problem) return gone(c, problem)
      const lang = langOf(c)
      const action = `${VERIFY_PATH}/${encodeURIComponent(token)}${lang === 'de' ? '?ui_locales=de' : ''}`
      return c.html(confirmEmailPage({ lang, action, homeUrl: `${config.publicUrl}/` }), 200)
    })
    .post(`${VERIFY_PATH}/:token`, async (c) => {
      const done = await registration.confirm(c.req.param('token'))
      if (!done.ok) return gone(c, done.reason)
      logger.info('sign-up confirmed')
      setCookie(c, SIGNUP_LOGIN_COOKIE, done.loginToken, {
        path: '/oidc',
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        maxAge: SIGNUP_LOGIN_TTL_MS / 1000,
      })
      return c.redirect(signInStart(done.returnTo, config.publicUrl, redirects), 303)
    })

  /**
   * A sign-in interaction in the browser that just confirmed its e-mail address: finished for the
   * new account at once (the cookie is used up either way). Undefined when there is no such cookie.
   */
  async function autoLogin(c: Context<Env>, interaction: Interaction): Promise<Response | undefined> {
    const cookie = getCookie(c, SIGNUP_LOGIN_COOKIE)
    if (!cookie || !isSignInPrompt(interaction)) return undefined
    deleteCookie(c, SIGNUP_LOGIN_COOKIE, { path: '/oidc', secure })
    const accountId = await registration.redeemLogin(cookie).catch((e: Error) => {
      logger.error('sign-up sign-in failed', errorLogFields(e))
      return undefined
    })
    if (!accountId) return undefined
    const outcome = { login: { accountId }, ...(interaction.prompt.name === 'create' ? { create: {} } : {}) }
    const to = await provider.interactionResult(c.env.incoming, c.env.outgoing, outcome, {
      mergeWithLastSubmission: false,
    })
    return c.redirect(to, 303)
  }

  return { routes, autoLogin, returnToOf, renderForm }
}

const isSignInPrompt = (interaction: Interaction) =>
  interaction.prompt.name === 'login' || interaction.prompt.name === 'create'

/** The app's page that starts sign-in, returning to `returnTo` (a full URL on an allowed origin) afterwards. */
export function signInStart(returnTo: string | null, publicUrl: string, redirects: RedirectPolicy): string {
  let origin = publicUrl
  let path: string | undefined
  try {
    const url = returnTo ? new URL(returnTo) : undefined
    if (url && redirects.originAllowed(url.origin)) {
      origin = url.origin
      path = safeAppPath(`${url.pathname}${url.search}`)
    }
  } catch {
    // a stored value that is no URL: the default
  }
  // account=new: the app signs in even when this browser still holds another account's session
  return path && path !== '/'
    ? `${origin}/signin?account=new&returnTo=${encodeURIComponent(path)}`
    : `${origin}/signin?account=new`
}

/**
 * The authorization request's URL (below the mount) with `return_to`: the app path in the Referer
 * (the page that sent the visitor here; the app's pages send it to their own origin), unless the
 * request names one itself. The provider keeps it with the interaction (`extraParams`).
 */
export function withReturnTo(url: string, referer: string | undefined, redirects: RedirectPolicy): string {
  const path = referer ? pathOf(referer, redirects) : undefined
  if (!path || /[?&]return_to=/.test(url)) return url
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ return_to: path })}`
}

/** The app path in the Referer (the page the visitor left for the provider), when it is one of ours. */
function refererPath(c: Context<Env>, redirects: RedirectPolicy): string | undefined {
  const referer = c.req.header('referer')
  return referer ? pathOf(referer, redirects) : undefined
}

function pathOf(referer: string, redirects: RedirectPolicy): string | undefined {
  try {
    const url = new URL(referer)
    return redirects.originAllowed(url.origin) ? safeAppPath(`${url.pathname}${url.search}`) : undefined
  } catch {
    return undefined
  }
}
