import { describe, expect, it } from 'vitest'
import { topK } from './top-k.ts'

const cmp = (a: number, b: number) => a - b

describe('topK', () => {
  it.each([
    [[5, 3, 9, 1], 2, [1, 3]],
    [[5, 3, 9, 1], 0, []],
    [[5, 3], 5, [3, 5]],
    [Array.from({ length: 100 }, (_, i) => (i * 37) % 100), 5, [0, 1, 2, 3, 4]],
    [Array.from({ length: 100 }, (_, i) => 100 - i), 3, [1, 2, 3]],
  ])('topK(%o, %i)', (items, k, expected) => expect(topK(items, k, cmp)).toEqual(expected))

  it('equals a full sort for random input', () => {
    const items = Array.from({ length: 2000 }, (_, i) => Math.sin(i) * 1000)
    expect(topK(items, 30, cmp)).toEqual([...items].sort(cmp).slice(0, 30))
  })
})
