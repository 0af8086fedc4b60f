// npm start: build the app and the server when the build is missing or older than its sources, then run
// the compiled server (dist-server/main.js) on this Node, the project's Node 24.
import './require-node.mjs'
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

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
const built = existsSync(stamp) && existsSync(serverEntry) ? Math.min(statSync(stamp).mtimeMs, statSync(serverEntry).mtimeMs) : 0
const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))))
if (!built || changed > built) {
  console.log(built ? 'Sources changed since the last build: building the app…' : 'No build yet: building the app…')
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const child = spawn(process.execPath, [serverEntry], { stdio: 'inherit' })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
child.on('exit', (code) => process.exit(code ?? 0))
