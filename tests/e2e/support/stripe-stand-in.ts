import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A tiny stand-in for api.stripe.com for the e2e servers started with Stripe keys (STRIPE_API_BASE): one connected
 * account whose state the test sets, account sessions, the account's transfers and payouts lists (the commission
 * ledger's reconciliation), and Checkout sessions whose payment page is one 'Pay' button back to the success URL. Stripe's shapes as its API reference documents them; anything else is Stripe's 404.
 */
export function stripeStandIn() {
  const state = {
    details_submitted: false,
    currently_due: ['external_account'] as string[],
    current_deadline: Math.floor(Date.parse('2030-03-15T00:00:00Z') / 1000) as number | null,
    transfers: [] as unknown[],
    payouts: [] as unknown[],
    /** Checkout sessions made, by id: where success leads, and the link they pay */
    sessions: new Map<string, { successUrl: string; paymentLinkId: string | null; paid: boolean }>(),
    requests: [] as string[],
  }
  let base = ''
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
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
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
      if (path === '/v1/checkout/sessions' && req.method === 'POST') {
        const form = new URLSearchParams(body)
        const id = `cs_test_standin${state.sessions.size + 1}`
        state.sessions.set(id, {
          successUrl: (form.get('success_url') ?? '').replace('{CHECKOUT_SESSION_ID}', id),
          paymentLinkId: form.get('metadata[paymentLinkId]'),
          paid: false,
        })
        return json({
          id,
          object: 'checkout.session',
          url: `${base}/pay/${id}`,
          expires_at: Number(form.get('expires_at')) || Math.floor(Date.now() / 1000) + 3600,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: form.get('client_reference_id'),
          metadata: { paymentLinkId: form.get('metadata[paymentLinkId]') },
        })
      }
      // the stood-in Checkout page: one button that pays and goes back to the success URL
      const pay = /^\/pay\/(cs_test_\w+)$/.exec(path)
      if (pay && state.sessions.has(pay[1]!)) {
        const session = state.sessions.get(pay[1]!)!
        if (req.method === 'POST') {
          session.paid = true
          res.writeHead(303, { location: session.successUrl })
          return res.end()
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return res.end(
          `<!doctype html><title>Checkout</title><h1>Stood-in Checkout</h1><form method="post"><button>Pay</button></form>`,
        )
      }
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
        server.listen(0, '127.0.0.1', () => {
          base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
          resolve(base)
        }),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
