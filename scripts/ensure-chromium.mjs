// The end-to-end tests drive Debian's chromium; install it when it is missing.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { CHROMIUM_PATH } from './chromium.mjs'

const bin = CHROMIUM_PATH
if (existsSync(bin)) process.exit(0)
console.log(`${bin} is missing: installing Debian's chromium…`)
const sudo = process.getuid?.() === 0 ? [] : ['sudo']
const run = (args) => {
  const [cmd, ...rest] = [...sudo, ...args]
  const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
run(['apt-get', 'update'])
run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'])
