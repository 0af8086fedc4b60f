// Fails when package-lock.json lacks an entry for an optional dependency that a locked package
// lists (typically a native binding for another platform). `npm ci` refuses such a lockfile
// ("Missing: … from lock file"), so CI would stop before any test; this finds it at lint time.
// It happens when the registry lacks a binding of the resolved version: pin (overrides) a version
// whose bindings are all published (docs/decisions/001-node-24-runtime.md).
import { readFileSync } from 'node:fs'

const { packages } = JSON.parse(readFileSync('package-lock.json', 'utf8'))

/** Node's lookup: node_modules/a/node_modules/b -> node_modules/a/node_modules/<dep>, then upwards. */
function resolves(from, dep) {
  let dir = from
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`]) return true
    if (!dir) return false
    const cut = dir.lastIndexOf('/node_modules/')
    dir = cut === -1 ? '' : dir.slice(0, cut)
  }
}

const missing = []
for (const [path, entry] of Object.entries(packages)) {
  for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(path, dep)) missing.push(`${dep} (optional dependency of ${path || 'the project'})`)
  }
}
if (missing.length) {
  console.error(
    `package-lock.json misses ${missing.length} optional dependencies, so \`npm ci\` would fail:\n  ${missing.join('\n  ')}`,
  )
  process.exit(1)
}
console.log('package-lock.json: every optional dependency is locked')
