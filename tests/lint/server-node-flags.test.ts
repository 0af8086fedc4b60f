import { readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs'

// npm start, the e2e tests and the benchmark take the flags from scripts/server-node-flags.mjs;
// `npm run serve` and the README's production line write them out: they must stay the same.
describe('the server V8 flags', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }

  it('npm run serve runs the compiled server with every flag', () => {
    expect(pkg.scripts.serve).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist-server/main.js`)
  })

  it("the README's production start uses npm run serve", () => {
    expect(readFileSync('README.md', 'utf8')).toMatch(/APP_ENV=production [^\n]*npm run serve/)
  })

  it('this Node accepts every flag', () => {
    const out = execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.stdout.write("ok")'], {
      encoding: 'utf8',
    })
    expect(out).toBe('ok')
  })
})
