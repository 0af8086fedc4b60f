import { describe, expect, it } from 'vitest'
import { reachable } from './reachable.ts'

const edges: Record<string, string[]> = { a: ['b', 'c'], b: ['d', 'a'], c: [], d: ['missing'], e: ['a'] }
const next = (node: string) => edges[node]

describe('reachable', () => {
  it.each([
    [['a'], ['a', 'b', 'c', 'd', 'missing']],
    [['c'], ['c']],
    [['e'], ['a', 'b', 'c', 'd', 'e', 'missing']],
    [[], []],
  ])('from %j: %j (through cycles, unknown nodes kept without edges)', (roots, expected) => {
    expect([...reachable(roots, next)].sort()).toEqual(expected)
  })
})
