// The end-to-end tests drive Debian's chromium, start a throw-away PostgreSQL for the tests of several
// server processes on one database (without TEST_DATABASE_URL), and put Debian's HAProxy in front of two of
// them (tests/e2e/reverse-proxy.test.ts); install what is missing.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { CHROMIUM_PATH } from './chromium.mjs'
import { hasPostgres } from './throwaway-postgres.mjs'

const HAPROXY = '/usr/sbin/haproxy'

const bin = CHROMIUM_PATH
const packages = [
  ...(existsSync(bin) ? [] : ['chromium', 'fonts-dejavu-core']),
  ...(hasPostgres() || process.env.TEST_DATABASE_URL ? [] : ['postgresql']),
  ...(existsSync(HAPROXY) ? [] : ['haproxy']),
]
if (packages.length === 0) process.exit(0)
console.log(`installing Debian's ${packages.join(', ')}…`)
const sudo = process.getuid?.() === 0 ? [] : ['sudo']
const run = (args) => {
  const [cmd, ...rest] = [...sudo, ...args]
  const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
run(['apt-get', 'update'])
run(['apt-get', 'install', '-y', '--no-install-recommends', ...packages])
