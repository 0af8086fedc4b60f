// After vite build: precompress text assets (.br and .gz, served by the server) and write the build id.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = path.resolve('dist')
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/
const hash = createHash('sha256')

function walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) walk(file)
    else if (compressible.test(name)) {
      const data = readFileSync(file)
      hash.update(name).update(data)
      if (data.length < 1024) continue
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
    }
  }
}
walk(dist)
writeFileSync(path.join(dist, 'build-id.txt'), hash.digest('hex').slice(0, 12))
console.log('postbuild: precompressed assets, build id written')
