// A throw-away PostgreSQL cluster from Debian's packages (as .ci/run makes one), for the chat bench and
// the end-to-end test of two server processes on one database. Runs initdb as the postgres user when
// started as root. Returns null when the binaries are missing.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ROOT = '/usr/lib/postgresql'

/** Whether Debian's PostgreSQL binaries are installed. */
export function hasPostgres() {
  return existsSync(ROOT) && readdirSync(ROOT).length > 0
}

/** Starts a cluster on `port` with one database `name`: { url, stop } (null without binaries). */
export function startThrowawayPostgres({ port, name = 'lds' }) {
  if (!hasPostgres()) return null
  const version = readdirSync(ROOT)
    .sort((a, b) => Number(a) - Number(b))
    .at(-1)
  const bin = path.join(ROOT, version, 'bin')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lds-pg-'))
  const isRoot = process.getuid?.() === 0
  const run = (cmd) => {
    const r = isRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', cmd], { stdio: 'ignore' })
      : spawnSync('bash', ['-c', cmd], { stdio: 'ignore' })
    if (r.status !== 0) throw new Error(`PostgreSQL: ${cmd} failed`)
  }
  if (isRoot) spawnSync('chown', ['postgres:postgres', dir])
  run(`${bin}/initdb -D ${dir} -A trust -U postgres --no-sync`)
  run(`${bin}/pg_ctl -D ${dir} -o '-p ${port} -k /tmp -c fsync=off -c max_connections=200' -l ${dir}/log -w start`)
  run(`${bin}/createdb -h /tmp -p ${port} ${name}`)
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${name}`,
    /** the same database over the cluster's Unix socket in /tmp (a database on the same host, without TCP) */
    socketUrl: `postgres://postgres@localhost/${name}?host=/tmp&port=${port}`,
    /** the cluster's processes: the postmaster and its children (the connections' backends among them) */
    pids: () => {
      const postmaster = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])
      const children = readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .filter((entry) => {
          try {
            return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster
          } catch {
            return false
          }
        })
        .map(Number)
      return [postmaster, ...children]
    },
    stop: () => {
      try {
        run(`${bin}/pg_ctl -D ${dir} -m fast stop`)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
