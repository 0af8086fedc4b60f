import { describe, expect, it } from 'vitest'
import { chunkCycles, noChunkCycles } from './chunk-cycles.ts'

const chunk = (...imports: string[]) => ({ type: 'chunk' as const, imports })

describe('chunkCycles', () => {
  it('finds none in a graph where every import points one way', () => {
    const bundle = {
      'index.js': chunk('react.js', 'router.js'),
      'react.js': chunk(),
      'router.js': chunk('react.js'),
      'route.js': chunk('index.js', 'shared-a.js', 'shared-b.js'),
      'shared-a.js': chunk('index.js', 'shared-b.js'),
      'shared-b.js': chunk('index.js'),
      'style.css': { type: 'asset' as const },
    }
    expect(chunkCycles(bundle)).toEqual([])
  })

  it('names the chunks of each cycle, direct or through others, and a chunk importing itself', () => {
    const bundle = {
      'index.js': chunk(),
      'shared-a.js': chunk('index.js', 'shared-b.js'),
      'shared-b.js': chunk('shared-a.js'),
      'shared-c.js': chunk('shared-d.js'),
      'shared-d.js': chunk('shared-e.js'),
      'shared-e.js': chunk('shared-c.js', 'index.js'),
      'self.js': chunk('self.js'),
    }
    expect(chunkCycles(bundle)).toEqual([
      ['self.js'],
      ['shared-a.js', 'shared-b.js'],
      ['shared-c.js', 'shared-d.js', 'shared-e.js'],
    ])
  })

  it('ignores imports of files the bundle does not have or of assets', () => {
    const bundle = { 'a.js': chunk('gone.js', 'style.css'), 'style.css': { type: 'asset' as const } }
    expect(chunkCycles(bundle)).toEqual([])
  })
})

describe('noChunkCycles', () => {
  const run = (bundle: object) => {
    const errors: string[] = []
    const generateBundle = noChunkCycles().generateBundle as (this: unknown, options: unknown, output: unknown) => void
    generateBundle.call(
      {
        error: (message: string) => {
          errors.push(message)
          throw new Error(message)
        },
      },
      {},
      bundle,
    )
    return errors
  }

  it('fails the build with the chunks of the cycle', () => {
    expect(() => run({ 'a.js': chunk('b.js'), 'b.js': chunk('a.js') })).toThrow(
      'chunks import each other statically (one would be evaluated before the other): a.js <-> b.js',
    )
  })

  it('lets a build without cycles through', () => {
    expect(run({ 'a.js': chunk('b.js'), 'b.js': chunk() })).toEqual([])
  })
})
