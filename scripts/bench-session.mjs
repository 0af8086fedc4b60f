// The signed-in browser of the bench's signed-in step (scripts/bench-signed-in.mjs), over plain CDP:
// the sign-in through the embedded provider's real login page, kept in the default browser context
// (the session lives in local storage, so Lighthouse runs in the same browser with its storage kept),
// and a tab on the origin without the app (GET /api/health) to read and write that storage.
import { evaluate } from './cdp-client.mjs'
import { RENDERED, openTab, waitFor } from './cdp-page.mjs'

const SIGNED_IN = `Object.keys(localStorage).some((k) => k.startsWith('oidc.user:'))`

/** Signs the browser's default context in as `email` through /signin and the provider's login page. */
export async function signInOverCdp(cdp, base, email) {
  const tab = await openTab(cdp, { phone: false })
  try {
    await cdp.send('Page.navigate', { url: `${base}/signin?returnTo=${encodeURIComponent('/user')}` }, tab.sessionId)
    await waitFor(cdp, tab.sessionId, `!!document.querySelector('form.auth__form #email')`, 30_000)
    const password = process.env.DEMO_PASSWORD ?? 'lds-demo-2026'
    // the form posts without scripts: fill it and press its button
    await evaluate(
      cdp,
      tab.sessionId,
      `document.querySelector('#email').value = ${JSON.stringify(email)};
       document.querySelector('#password').value = ${JSON.stringify(password)};
       document.querySelector('form.auth__form button[type="submit"]').click(); true`,
    ).catch(() => undefined) // the navigation may end the evaluation
    await waitFor(cdp, tab.sessionId, `location.pathname === '/user' && ${RENDERED} && ${SIGNED_IN}`, 30_000)
  } finally {
    await tab.close()
  }
}

/**
 * Keeps the stored session's access token good for `minSeconds` more: with less left it is renewed
 * with the refresh token, as the app's renewal does, and stored back in the library's format. The
 * provider's tokens last 5 minutes and the app renews one a minute before it ends, so without this
 * a measured load would now and then pay for a renewal (the sign-in library's chunk and a token
 * request) that an agent pays once in five minutes (docs/decisions/098-signed-in-bench.md).
 */
const FRESHEN = (minSeconds) => `(async () => {
  const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))
  if (!key) return { signedIn: false }
  const user = JSON.parse(localStorage.getItem(key))
  const left = user.expires_at - Date.now() / 1000
  if (left > ${minSeconds}) return { signedIn: true, left }
  const rest = key.slice('oidc.user:'.length)
  const authority = rest.slice(0, rest.lastIndexOf(':'))
  const clientId = rest.slice(rest.lastIndexOf(':') + 1)
  const discovery = await (await fetch(authority.replace(/\\/$/, '') + '/.well-known/openid-configuration')).json()
  const answer = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.refresh_token, client_id: clientId }),
  })
  if (!answer.ok) return { signedIn: true, left, renewFailed: answer.status }
  const tokens = await answer.json()
  localStorage.setItem(key, JSON.stringify({
    ...user,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token ?? user.refresh_token,
    id_token: tokens.id_token ?? user.id_token,
    scope: tokens.scope ?? user.scope,
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  }))
  return { signedIn: true, left: tokens.expires_in, renewed: true }
})()`

/**
 * A tab on `base`/api/health (the origin's storage, no app running) for the step's storage work:
 * `run(expression)` evaluates there, `fresh(minSeconds)` keeps the session's token good (see
 * FRESHEN), `api(path)` calls the API as the signed-in person.
 */
export async function originTab(cdp, base) {
  const tab = await openTab(cdp, { phone: false })
  await cdp.send('Page.navigate', { url: `${base}/api/health` }, tab.sessionId)
  await waitFor(
    cdp,
    tab.sessionId,
    `location.origin === ${JSON.stringify(base)} && document.readyState === 'complete'`,
    30_000,
  )
  const run = (expression) => evaluate(cdp, tab.sessionId, expression)
  return {
    run,
    async fresh(minSeconds = 150) {
      const state = await run(FRESHEN(minSeconds))
      if (!state.signedIn) throw new Error('the bench browser is no longer signed in')
      if (state.renewFailed) throw new Error(`the session could not be renewed (${state.renewFailed})`)
    },
    api: (path) =>
      run(`(async () => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))
        const token = key ? JSON.parse(localStorage.getItem(key)).access_token : ''
        const answer = await fetch(${JSON.stringify(path)}, { headers: { authorization: 'Bearer ' + token } })
        return answer.ok ? answer.json() : { status: answer.status }
      })()`),
    /**
     * Stops the origin's service worker: the renderer process it keeps alive would otherwise carry
     * the heap of every earlier load into the next one, and Lighthouse's instrumentation walks that
     * heap as the page starts (150–700 ms of 'Unattributable' at 4x in a long step). An agent opening
     * the app from the home screen starts a new process whose worker has long stopped
     * (docs/decisions/098-signed-in-bench.md).
     */
    async stopWorkers() {
      await cdp.send('ServiceWorker.enable', {}, tab.sessionId).catch(() => undefined)
      await cdp.send('ServiceWorker.stopAllWorkers', {}, tab.sessionId).catch(() => undefined)
    },
    close: tab.close,
  }
}
