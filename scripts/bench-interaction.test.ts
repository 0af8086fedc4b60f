import { describe, expect, it } from 'vitest'
import { blockingOf, inpOf, interactionsOf, median, perKeyWorst } from './bench-interaction.mjs'

const entry = (name: string, startTime: number, duration: number, interactionId = 0) => ({
  name,
  startTime,
  duration,
  interactionId,
})

describe('median', () => {
  it.each([
    { values: [3, 1, 2], expected: 2 },
    { values: [40, 10], expected: 40 },
    { values: [7], expected: 7 },
  ])('of $values is $expected', ({ values, expected }) => {
    expect(median(values)).toBe(expected)
  })

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN()
  })
})

describe('blockingOf', () => {
  it('sums the time over 50 ms of each task', () => {
    expect(blockingOf([40, 60, 250])).toBe(10 + 200)
  })
})

describe('interactionsOf', () => {
  it('keeps per interaction its longest entry, from its first start', () => {
    const events = [
      entry('pointerdown', 100, 24, 7),
      entry('pointerup', 130, 88, 7),
      entry('click', 131, 88, 7),
      entry('keydown', 400, 32, 8),
    ]
    expect(interactionsOf(events)).toEqual([
      { name: 'pointerup', startTime: 100, duration: 88, interactionId: 7 },
      { name: 'keydown', startTime: 400, duration: 32, interactionId: 8 },
    ])
  })

  it('leaves out the entries of no interaction (a mouse move, a scroll)', () => {
    expect(interactionsOf([entry('pointerover', 10, 200), entry('click', 20, 40, 3)])).toHaveLength(1)
  })
})

describe('inpOf', () => {
  it('is the longest interaction', () => {
    expect(inpOf([entry('click', 0, 56, 1), entry('keydown', 500, 120, 2), entry('mouseover', 0, 300)])).toBe(120)
  })

  it('is 0 when no interaction reached the threshold', () => {
    expect(inpOf([])).toBe(0)
  })
})

describe('perKeyWorst', () => {
  it('gives each key the longest entry or long task that started before the next key', () => {
    const events = [entry('keydown', 101, 24, 1), entry('input', 103, 40), entry('keydown', 251, 16, 2)]
    const tasks = [
      { startTime: 105, duration: 30 },
      { startTime: 260, duration: 72 },
      { startTime: 900, duration: 55 },
    ]
    expect(perKeyWorst([100, 250, 400], events, tasks, 800)).toEqual([40, 72, 0])
  })

  it('counts everything after the last key when no end is given', () => {
    expect(perKeyWorst([0], [], [{ startTime: 5000, duration: 90 }])).toEqual([90])
  })
})
