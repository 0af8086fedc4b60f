// npm start: build the app and the server when the build is missing or older than its sources, then run
// the compiled server (dist-server/main.js) on this Node, the project's Node 24 — in the demo mode
// (APP_ENV=demo: demo accounts with published passwords) unless APP_ENV says otherwise
// (docs/decisions/040-redirect-and-demo-mode.md).
import './require-node.mjs'
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs'

const root = process.cwd()
const stamp = path.join(root, 'dist', 'build-id.txt')
const sources = ['src', 'server', 'sw', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json']

function newestMtime(p) {
  if (!existsSync(p)) return 0
  const s = statSync(p)
  if (!s.isDirectory()) return s.mtimeMs
  let newest = 0
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)))
  return newest
}

const serverEntry = path.join(root, 'dist-server', 'main.js')
const built =
  existsSync(stamp) && existsSync(serverEntry) ? Math.min(statSync(stamp).mtimeMs, statSync(serverEntry).mtimeMs) : 0
const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))))
if (!built || changed > built) {
  console.log(built ? 'Sources changed since the last build: building the app…' : 'No build yet: building the app…')
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const appEnv = process.env.APP_ENV || 'demo'
if (appEnv === 'demo')
  console.log(
    'npm start runs the DEMO MODE (APP_ENV=demo): published demo passwords. Set APP_ENV=production for a real start.',
  )
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
  stdio: 'inherit',
  env: { ...process.env, APP_ENV: appEnv },
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
child.on('exit', (code) => process.exit(code ?? 0))
