import type { Hono, MiddlewareHandler } from 'hono'
import type { Config } from '#server/config.ts'
import type { Database } from '#server/db/client.ts'
import type { ChangeBus } from '#server/lib/change-bus.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { RateLimitStore } from '#server/lib/rate-limit.ts'
import { createAccountRepository, type AccountRepository } from './account-repository.ts'
import { oidcRoutes } from './interaction-routes.ts'
import { createDeviceCookies } from './device-cookie.ts'
import { createGrantStatus } from './grant-status.ts'
import { loadOrCreateKeys, publicJwks } from './keys.ts'
import { createLoginService } from './login-service.ts'
import { createEmbeddedProvider } from './provider.ts'
import { createRedirectPolicy } from './redirect-policy.ts'
import { requireUser, type AuthEnv } from './require-user.ts'
import { createSignInThrottle } from './sign-in-throttle.ts'
import { createUserWriteLimit } from './user-write-limit.ts'
import { createOutbox } from '#server/integrations/mail/outbox.ts'
import { createRegistrationRepository } from './registration-repository.ts'
import { createRegistrationService } from './registration-service.ts'
import {
  embeddedTokenVerifier,
  externalTokenVerifier,
  refuseRevokedGrants,
  rememberVerifiedTokens,
  type TokenVerifier,
} from './token-verifier.ts'

export type Auth = {
  /** verifies bearer access tokens of the configured issuer */
  verify: TokenVerifier
  /** middleware: 401 unless a valid token of a known user; sets `user` and `agencyId`; counts the user's writes */
  requireUser: MiddlewareHandler<AuthEnv>
  /**
   * requireUser for routes whose writes count against a limit of their own (the chat's sends and
   * enquiries, docs/decisions/116-chat-message-in-one-statement.md), so one request is not counted twice
   */
  requireUserOwnLimit: MiddlewareHandler<AuthEnv>
  /** middleware after requireUserOwnLimit: counts this write against the user's write limit */
  countUserWrite: MiddlewareHandler<AuthEnv>
  accounts: AccountRepository
  /** the embedded provider's routes under /oidc (absent with an external provider) */
  oidcApp?: Hono
}

/** Sign-in for the app: the embedded provider by default, or an external issuer (OIDC_ISSUER). */
export function createAuth(
  { config, database, logger }: { config: Config; database: Database; logger: Logger },
  limitStore: RateLimitStore,
  /** user rows and grants forgotten in one process are forgotten in every other (decision 146) */
  bus?: ChangeBus,
): Auth {
  const accounts = createAccountRepository(database.db, Date.now, bus)
  const countWrite = createUserWriteLimit(limitStore, { max: config.limits.writesPerUserPerMinute })
  if (config.oidc.mode === 'external') {
    const verify = rememberVerifiedTokens(externalTokenVerifier(config.oidc))
    return { verify, accounts, ...userMiddleware(verify, accounts, logger, countWrite) }
  }
  const keys = loadOrCreateKeys(config.dataDir)
  const redirects = createRedirectPolicy(config.oidc)
  const grants = createGrantStatus(database.db, Date.now, bus)
  const provider = createEmbeddedProvider({ config, db: database.db, keys, accounts, logger, redirects, grants })
  // a remembered signature, then the grant on every call: sign-out ends the tokens at once
  const verify = refuseRevokedGrants(
    rememberVerifiedTokens(embeddedTokenVerifier(config.oidc, publicJwks(keys))),
    grants.isActive,
  )
  const oidcApp = oidcRoutes({
    provider,
    config,
    login: createLoginService(accounts, createSignInThrottle(limitStore)),
    logger,
    redirects,
    devices: createDeviceCookies(keys.cookieKeys[0]!),
    // sign-up with e-mail verification: only with the embedded provider (docs/product/onboarding.md#registration)
    registration: createRegistrationService(createRegistrationRepository(database.db, createOutbox(database.db)), {
      store: limitStore,
      publicUrl: config.publicUrl,
    }),
  }) as unknown as Hono
  return { verify, accounts, ...userMiddleware(verify, accounts, logger, countWrite), oidcApp }
}

function userMiddleware(
  verify: TokenVerifier,
  accounts: AccountRepository,
  logger: Logger,
  countWrite: (userId: string) => Promise<void>,
): Pick<Auth, 'requireUser' | 'requireUserOwnLimit' | 'countUserWrite'> {
  return {
    requireUser: requireUser(verify, accounts, logger, countWrite),
    requireUserOwnLimit: requireUser(verify, accounts, logger),
    countUserWrite: async (c, next) => {
      await countWrite(c.get('user').id)
      await next()
    },
  }
}
