import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

export const HAPROXY = '/usr/sbin/haproxy'
/** The sample configuration of the README's Deployment section, used as it is. */
const CONFIG = path.resolve('deploy/haproxy.cfg')

export type RunningProxy = { url: string; stop: () => Promise<void>; output: () => string }

/**
 * Debian's HAProxy with `deploy/haproxy.cfg` on 127.0.0.1:`port` in front of `servers` (host:port each), started in
 * the foreground (-db) and ready once both servers passed their health check (the proxy answers a request).
 */
export async function startProxy(port: number, servers: [string, string]): Promise<RunningProxy> {
  if (!existsSync(HAPROXY)) throw new Error('HAProxy is not installed (apt-get install haproxy)')
  const env = { ...process.env, LDS_PROXY_BIND: `127.0.0.1:${port}`, LDS_APP1: servers[0], LDS_APP2: servers[1] }
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', CONFIG], { env, encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`deploy/haproxy.cfg is not valid:\n${check.stdout}${check.stderr}`)
  const child = spawn(HAPROXY, ['-db', '-f', CONFIG], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  child.stdout.on('data', (d: Buffer) => (log += d.toString()))
  child.stderr.on('data', (d: Buffer) => (log += d.toString()))
  const url = `http://localhost:${port}`
  const served = new Set<string>()
  const deadline = Date.now() + 30_000
  // both servers up in the proxy's eyes: health answers come from each of them
  while (served.size < 2) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${log}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`haproxy did not reach both servers (${[...served].join(', ')}):\n${log}`)
    }
    const res = await fetch(`${url}/api/health`, { headers: { connection: 'close' } }).catch(() => null)
    const by = res?.ok ? res.headers.get('x-served-by') : null
    if (by) served.add(by)
    else await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
