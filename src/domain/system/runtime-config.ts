/**
 * The answer of GET /api/config (docs/product/api.md): the deployment's runtime configuration,
 * which the client reads once at boot. Shared by the server's system routes and src/lib/config.ts.
 */
import type { ChatMode } from '../chat/chat-types.ts'

export type AppEnv = 'production' | 'demo' | 'development'

/** How the client signs in (docs/product/sign-in-and-roles.md). */
export type OidcClientSettings = {
  authority: string
  clientId: string
  scope: string
  audience: string
  embedded: boolean
}

export type RuntimeConfig = {
  appVersion: string
  appEnv: AppEnv
  mediaBaseUrl: string
  mapStyleUrl: string | null
  /** always answered by the server; absent from the client's built-in defaults (no sign-in until it loads) */
  oidc?: OidcClientSettings
  /** which chat the client shows (docs/product/chat.md); absent from the client's built-in defaults */
  chat?: ChatMode
}
