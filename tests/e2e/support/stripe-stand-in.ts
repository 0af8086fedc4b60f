import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A tiny stand-in for api.stripe.com for the e2e servers started with Stripe keys (STRIPE_API_BASE): one connected
 * account whose state the test sets, account sessions, and the account's transfers and payouts lists (the commission
 * ledger's reconciliation). Stripe's shapes as its API reference documents them; anything else is Stripe's 404.
 */
export function stripeStandIn() {
  const state = {
    details_submitted: false,
    currently_due: ['external_account'] as string[],
    current_deadline: Math.floor(Date.parse('2030-03-15T00:00:00Z') / 1000) as number | null,
    transfers: [] as unknown[],
    payouts: [] as unknown[],
    requests: [] as string[],
  }
  const account = () => ({
    id: 'acct_standin1',
    object: 'account',
    details_submitted: state.details_submitted,
    requirements: {
      currently_due: state.currently_due,
      eventually_due: state.currently_due,
      current_deadline: state.current_deadline,
      past_due: [],
      errors: [],
    },
  })
  const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url })
  const server: Server = createServer((req, res) => {
    state.requests.push(`${req.method} ${req.url}`)
    req.resume()
    req.on('end', () => {
      const json = (body: unknown, status = 200) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname
      if (path === '/v1/accounts' || path.startsWith('/v1/accounts/')) return json(account())
      if (path === '/v1/account_sessions')
        return json({
          object: 'account_session',
          account: 'acct_standin1',
          client_secret: 'accs_secret__standin',
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          livemode: false,
        })
      if (path === '/v1/transfers' && req.method === 'GET') return json(list('/v1/transfers', state.transfers))
      if (path === '/v1/payouts' && req.method === 'GET') return json(list('/v1/payouts', state.payouts))
      json({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.url})` } }, 404)
    })
  })
  return {
    state,
    account: 'acct_standin1',
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
