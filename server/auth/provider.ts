import type { EventEmitter } from 'node:events'
import type { IncomingMessage } from 'node:http'
import Provider, { errors, interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import { displayName } from '#domain/auth/roles.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { errorLogFields } from '#server/lib/error-log.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AccountRepository } from './account-repository.ts'
import { authSecurityHeaders } from './auth-headers.ts'
import type { ProviderKeys } from './keys.ts'
import { createAdapterFactory, purgeExpiredPayloads } from './oidc-adapter.ts'
import type { GrantStatus } from './grant-status.ts'
import { providerPages } from './provider-pages.ts'
import { SIGNUP_LOGIN_COOKIE } from './registration-service.ts'
import { CALLBACK_PATHS, LOGOUT_PATHS, type RedirectPolicy } from './redirect-policy.ts'
import { GRANT_CLAIM } from './token-verifier.ts'

/** The resource indicator of our API; tokens for it carry the configured audience (default lds-api). */
const API_RESOURCE = 'urn:lds:api'
/** 5 minutes (docs/decisions/041-session-and-exposure.md); sign-out ends it earlier (docs/decisions/082-sign-out-revokes-access-tokens.md) */
const ACCESS_TOKEN_TTL_S = 5 * 60
/** the scopes an API access token reports (the token response's `scope`, used again on refresh) */
const API_SCOPE = 'openid profile email offline_access'
const DAY_S = 24 * 60 * 60

type ProviderDeps = {
  config: Config
  db: Db
  keys: ProviderKeys
  accounts: AccountRepository
  logger: Logger
  redirects: RedirectPolicy
  /** told when a grant is revoked here, so this process refuses its tokens at once */
  grants: Pick<GrantStatus, 'forget'>
}

/**
 * The embedded OpenID provider (oidc-provider) for `${PUBLIC_URL}/oidc`: authorization code + PKCE
 * (S256) for the public client, JWT access tokens for our API, rotating refresh tokens, state in
 * the database, our own interaction pages (server/auth/interaction-routes.ts).
 */
export function createEmbeddedProvider({
  config,
  db,
  keys,
  accounts,
  logger,
  redirects,
  grants,
}: ProviderDeps): Provider {
  const { oidc } = config
  const httpsOrigin = config.publicUrl.startsWith('https:')
  const { logoutSource, postLogoutSuccessSource, renderError } = providerPages({
    homeUrl: `${config.publicUrl}/`,
    signInUrl: `${config.publicUrl}/signin`,
  })
  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    clients: [
      {
        client_id: oidc.clientId,
        client_name: 'LDS Luxury Distribution System',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // exactly these, compared as strings by the provider (docs/decisions/040-redirect-and-demo-mode.md)
        redirect_uris: redirects.uris(CALLBACK_PATHS),
        post_logout_redirect_uris: redirects.uris(LOGOUT_PATHS),
      },
    ],
    responseTypes: ['code'],
    // the app path sign-up started from (docs/decisions/120-registration-and-email-verification.md)
    extraParams: ['return_to'],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // profile and e-mail claims in the ID token, so the client knows who signed in without /userinfo
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: {
      keys: keys.cookieKeys,
      // Secure whenever the public origin is https (docs/decisions/041-session-and-exposure.md)
      long: { httpOnly: true, sameSite: 'lax', signed: true, secure: httpsOrigin },
      short: { httpOnly: true, sameSite: 'lax', signed: true, secure: httpsOrigin },
    },
    jwks: keys.jwks as Configuration['jwks'],
    findAccount: async (_ctx, sub) => {
      const account = await accounts.findById(sub)
      // a disabled member's session and refresh tokens end with the next use (docs/product/agency.md)
      if (!account || account.disabledAt) return undefined
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: true,
          name: displayName(account),
          given_name: account.firstName ?? undefined,
          family_name: account.lastName ?? undefined,
        }),
      }
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget()
          return {
            scope: API_SCOPE,
            audience: oidc.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL_S,
            jwt: { sign: { alg: 'RS256' } },
          }
        },
      },
    },
    interactions: {
      policy: interactionPolicyWithCreate(),
      url: (_ctx, interaction) => `${new URL(oidc.issuer).pathname}/interaction/${interaction.uid}`,
    },
    // our own first-party client: consent is granted without asking
    loadExistingGrant: grantEverythingRequested,
    // a refresh token for every sign-in of our client (offline_access is dropped without prompt=consent);
    // without offline_access it ends with the provider session, so signing out revokes it
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      RefreshToken: 14 * DAY_S,
      Session: 14 * DAY_S,
      Grant: 14 * DAY_S,
    },
    // the grant id in every access token: sign-out deletes the grant, and the API refuses the token
    // from then on (docs/decisions/082-sign-out-revokes-access-tokens.md)
    extraTokenClaims: (_ctx, token) =>
      token.kind === 'AccessToken' && token.grantId ? { [GRANT_CLAIM]: token.grantId } : undefined,
    clientBasedCORS: (_ctx, origin) => redirects.originAllowed(origin),
    renderError,
  }
  const provider = new Provider(oidc.issuer, configuration)
  // behind a TLS-terminating proxy the public URL is https while the node server speaks http
  provider.proxy = httpsOrigin

  const headers = authSecurityHeaders(redirects.cspSources)
  provider.use(async (ctx, next) => {
    // an https public origin means every request came through TLS at the proxy, whether or not it
    // says so: the provider then sees a secure request and sets its cookies Secure
    if (httpsOrigin) ctx.req.headers['x-forwarded-proto'] = 'https'
    // set before the provider renders: its auto-submitting form adds its script's hash to this CSP
    for (const [name, value] of Object.entries(headers)) ctx.set(name, value)
    try {
      await next()
    } finally {
      // oidcRoutes stripped the mount path for the provider; the request log reads the real one
      const req = ctx.req as IncomingMessage & { originalUrl?: string }
      if (req.originalUrl) req.url = req.originalUrl
    }
  })
  provider.on('grant.revoked', (_ctx, grantId: string) => grants.forget(grantId))
  // failed queries are logged with their code and name only, never their parameters (server/lib/error-log.ts);
  // an 'error' listener also keeps Koa from printing errors (with drizzle's parameters) to stderr
  provider.on('server_error', (_ctx, error: Error) => logger.error('oidc server error', errorLogFields(error)))
  // the provider is the Koa app; Koa's 'error' event is missing from the oidc-provider typings
  ;(provider as unknown as EventEmitter).on('error', (error: Error) =>
    logger.error('oidc error', errorLogFields(error)),
  )

  const purge = () =>
    void purgeExpiredPayloads(db).catch((e: Error) => logger.error('oidc purge failed', errorLogFields(e)))
  purge()
  setInterval(purge, 60 * 60_000).unref()
  return provider
}

/**
 * The default prompts plus `create` (prompt=create from the sign-up button), which our page answers.
 * A browser that just confirmed its e-mail address (its one-time sign-in cookie) gets the login
 * interaction even with a session of another account: the interaction signs the new account in.
 */
function interactionPolicyWithCreate() {
  const policy = interactionPolicy.base()
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0)
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('signup_confirmed', 'A confirmed sign-up signs in', 'login_required', (ctx) =>
        ctx.cookies.get(SIGNUP_LOGIN_COOKIE, { signed: false })
          ? interactionPolicy.Check.REQUEST_PROMPT
          : interactionPolicy.Check.NO_NEED_TO_PROMPT,
      ),
    )
  return policy
}

async function grantEverythingRequested(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx
  const accountId = oidc.session?.accountId
  const client = oidc.client
  if (!accountId || !client) return undefined
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId)
  const found = grantId ? await oidc.provider.Grant.find(grantId) : undefined
  const grant =
    found && found.accountId === accountId ? found : new oidc.provider.Grant({ clientId: client.clientId, accountId })
  const scopes = [...oidc.requestParamOIDCScopes].join(' ')
  if (scopes) grant.addOIDCScope(scopes)
  const claims = [...oidc.requestParamClaims]
  if (claims.length) grant.addOIDCClaims(claims)
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {}))
    grant.addResourceScope(indicator, server.scope ?? '')
  await grant.save()
  return grant
}
