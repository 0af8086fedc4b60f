// A minimal Chrome DevTools Protocol client over the browser's WebSocket (Node's global WebSocket):
// it enables no domain by itself. Playwright and Puppeteer enable `Runtime` on every page, and with
// it V8 captures a detailed stack trace, source positions included, for every Error object a script
// constructs; react-dom makes five at its evaluation, and collecting their positions reparses the
// chunks on their stacks (30–45 ms at 1x on this machine). A phone without DevTools does none of
// that, so the long-task step drives the browser through this client
// (docs/decisions/072-the-machines-floor.md, its last amendment).

/** Connects to a browser started with a debugging port; `send` answers a command's result or throws its error. */
export async function connectCdp(port) {
  const version = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()
  const socket = new WebSocket(version.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let lastId = 0
  const pending = new Map()
  socket.addEventListener('message', (message) => {
    const data = JSON.parse(message.data)
    const waiting = data.id ? pending.get(data.id) : undefined
    if (!waiting) return
    pending.delete(data.id)
    if (data.error) waiting.reject(new Error(`${waiting.method}: ${data.error.message}`))
    else waiting.resolve(data.result)
  })
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++lastId
      pending.set(id, { resolve, reject, method })
      socket.send(JSON.stringify({ id, method, params, sessionId }))
    })
  return { send, close: () => socket.close() }
}

/** A JavaScript expression's value in a page (Runtime.evaluate works without Runtime.enable). */
export async function evaluate(cdp, sessionId, expression) {
  const { result, exceptionDetails } = await cdp.send(
    'Runtime.evaluate',
    { expression, returnByValue: true, awaitPromise: true },
    sessionId,
  )
  if (exceptionDetails) throw new Error(`evaluate: ${exceptionDetails.text}`)
  return result.value
}
