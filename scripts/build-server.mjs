// Compiles the server (server/main.ts and everything it imports from server/ and src/domain) to
// plain JavaScript in dist-server/, so production runs `node dist-server/main.js` with no
// TypeScript tooling at run time. Packages stay external and load from node_modules.
// The two folders the server reads beside its own module (the sign-in page's assets and the SQL
// migrations) are copied next to the bundle, where `import.meta.url` finds them.
import './require-node.mjs'
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'vite'

const outDir = path.resolve('dist-server')
rmSync(outDir, { recursive: true, force: true })

await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  build: {
    // the server, and the render worker threads' entry (docs/decisions/144-render-worker-pool.md)
    ssr: true,
    outDir,
    target: 'node24',
    minify: false,
    sourcemap: true,
    emptyOutDir: true,
    rolldownOptions: {
      input: { main: 'server/main.ts', 'render-worker': 'server/ssr/render-worker.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
})

// the storefront's server render (src/entry-server.tsx) with the client's plugins (routes, Lingui),
// so the server renders the very components the browser hydrates (docs/decisions/045-server-rendering.md)
await build({
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: path.join(outDir, 'render'),
    target: 'node24',
    minify: false,
    sourcemap: true,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
})

cpSync(path.resolve('server/auth/assets'), path.join(outDir, 'assets'), { recursive: true })
cpSync(path.resolve('server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true })
console.log('build-server: dist-server/main.js, dist-server/render-worker.js and dist-server/render/entry-server.js')
