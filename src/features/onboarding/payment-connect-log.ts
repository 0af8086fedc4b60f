/**
 * Payment-connect script load failures are logged as warnings (SPEC §8): in the console, and to our server's frontend
 * log (POST /api/frontendlogs), without any personal data.
 */
export function reportPaymentConnectFailure(reason: string, component: string): void {
  console.warn(`Payment connect: ${reason}`, { component })
  try {
    void fetch('/api/frontendlogs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ msg: 'payment-connect warning', data: { level: 'warn', reason, component } }),
      keepalive: true,
    }).catch(() => undefined)
  } catch {
    // logging must never break the step
  }
}
