import type { Context, MiddlewareHandler } from 'hono'
import { errors as joseErrors } from 'jose'
import { isAdmin } from '#domain/auth/roles.ts'
import { NotFoundError, UnauthenticatedError, UnavailableError } from '#server/lib/errors.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AccountRepository, AccountRow } from './account-repository.ts'
import type { TokenVerifier } from './token-verifier.ts'

/** What the auth middleware puts on the context for the handlers behind it. */
type AuthVariables = {
  user: AccountRow
  /** the agency the request acts for: the admin's chosen agency (X-Acting-Travel-Agency), else the user's own */
  agencyId: string | null
}
export type AuthEnv = { Variables: AuthVariables }

const ACTING_AGENCY_HEADER = 'X-Acting-Travel-Agency'
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Requires a valid bearer access token (signature, issuer, audience, expiry) of a known user.
 * Anything else is an UnauthenticatedError (401 `{ message: 'Not authenticated' }`); a provider
 * whose keys cannot be fetched is an UnavailableError (503). Admins may act for another agency with the X-Acting-Travel-Agency header
 * (ignored for everyone else).
 */
export function requireUser(
  verify: TokenVerifier,
  accounts: AccountRepository,
  logger?: Logger,
  /** counts a write (any method but GET, HEAD, OPTIONS) of the user; throws when over the limit */
  countWrite?: (userId: string) => Promise<void>,
): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = bearerToken(c)
    if (!token) throw new UnauthenticatedError()
    let sub: string
    let verifiedEmail: string | undefined
    try {
      const payload = await verify(token)
      sub = payload.sub
      if (payload.email_verified === true && typeof payload.email === 'string') verifiedEmail = payload.email
    } catch (error) {
      if (isUnreachable(error)) {
        logger?.error('token keys unavailable', { error: (error as Error).message })
        throw new UnavailableError('The sign-in service cannot be reached. Please try again later.')
      }
      throw new UnauthenticatedError()
    }
    // an external provider's subject is not our id: its verified e-mail address finds the user
    const user =
      (await accounts.findById(sub)) ?? (verifiedEmail ? await accounts.findByEmail(verifiedEmail) : undefined)
    // a member their agency disabled: every token is refused at once (docs/product/agency.md)
    if (!user || user.disabledAt) throw new UnauthenticatedError()
    let agencyId = user.travelAgencyId
    const acting = c.req.header(ACTING_AGENCY_HEADER)?.trim()
    if (acting && isAdmin(user.role) && acting !== agencyId) {
      if (!(await accounts.agencyExists(acting))) throw new NotFoundError('Travel agency')
      agencyId = acting
    }
    if (countWrite && !READ_METHODS.has(c.req.method)) await countWrite(user.id)
    c.set('user', user)
    c.set('agencyId', agencyId)
    await next()
  }
}

function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization')
  const match = header ? /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)\s*$/i.exec(header) : null
  return match?.[1]
}

/** Network trouble fetching the keys, as opposed to a bad token. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof joseErrors.JWKSTimeout) return true
  return (
    !(error instanceof joseErrors.JOSEError) && !(error instanceof Error && error.message === 'token without subject')
  )
}
