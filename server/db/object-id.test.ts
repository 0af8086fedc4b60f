import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isObjectId } from '#domain/validation/object-id.ts'
import { newObjectId } from './object-id.ts'

/** Every .ts file under `dir`, tests and the seed included. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  )

describe('newObjectId', () => {
  it('makes ids the id pattern accepts, a different one each time', () => {
    const ids = Array.from({ length: 200 }, newObjectId)
    for (const id of ids) expect(isObjectId(id), id).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('is the only maker of ids in the server (no repository writes its own)', () => {
    const self = join('server', 'db', 'object-id.test.ts')
    const makers = sourceFiles('server').filter((file) => {
      if (file === self) return false
      const text = readFileSync(file, 'utf8')
      return /randomBytes\(12\)|const newObjectId\b/.test(text)
    })
    expect(makers).toEqual([join('server', 'db', 'object-id.ts')])
  })
})
