import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs'

export type RunningServer = {
  url: string
  port: number
  dataDir: string
  stop: () => Promise<void>
  output: () => string
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

/**
 * Starts the real server (built app, real database) as a child process on a fresh data directory
 * and waits until /api/health answers. The build must exist (npm test builds before e2e).
 */
export async function startServer(
  opts: { dataDir?: string; port?: number; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = opts.port ?? (await freePort())
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'lds-e2e-'))
  let log = ''
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist-server/main.js'], {
    // the demo mode: the demo accounts the tests sign in with, and GET /api/dev/outbox for admins
    // (docs/decisions/040-redirect-and-demo-mode.md)
    // the suite books and enquires many times with the same few addresses and accounts on one
    // server: the per-recipient mail cap and the per-user write limit (decision 084) are raised as in
    // the server tests, which test both limits themselves
    env: {
      ...process.env,
      MAIL_RECIPIENT_CAP: '1000',
      USER_WRITE_LIMIT: '1000',
      CHAT_MESSAGE_LIMIT: '1000',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      APP_ENV: 'demo',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()))
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 240_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) break
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not start in time:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    port,
    dataDir,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
      }),
  }
}
