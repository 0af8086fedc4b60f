import { DEMO_PASSWORD } from '#server/auth/demo-accounts.ts'
import { createOidcClient } from '../../setup/oidc-client.ts'

export const AGENT = 'agent@maison-voyage-prive.example'

/** An access token of `email` (the demo agent by default), signed in over HTTP (code + PKCE, as the app does). */
export async function agentToken(baseUrl: string, email: string = AGENT): Promise<string> {
  const client = createOidcClient(baseUrl)
  const { res, verifier } = await client.authorize()
  const login = await client.submitLogin(client.location(res), email, DEMO_PASSWORD)
  const code = (await client.followToApp(login)).searchParams.get('code')
  if (!code) throw new Error(`sign-in of ${email} gave no code`)
  const { body } = await client.token({
    grant_type: 'authorization_code',
    code,
    redirect_uri: client.redirectUri,
    code_verifier: verifier,
  })
  return body.access_token as string
}
