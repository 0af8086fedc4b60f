// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EarlyInput } from '#domain/system/early-input.ts'
import { notePresses } from './presses-before-hydration.ts'

/** What React does to an element it hydrates: its props under a `__reactProps$…` key. */
function hydrate(...elements: Element[]) {
  for (const element of elements) Object.assign(element, { __reactProps$test: {} })
}

const byId = (id: string) => document.getElementById(id)!

function early(pressed: EventTarget[]): EarlyInput & { stopped: boolean } {
  const note = { pressed, stopped: false, stop: () => (note.stopped = true) }
  return note
}

beforeEach(() => {
  vi.useFakeTimers()
  document.body.innerHTML =
    '<div id="root"><button id="menu"><svg id="icon"></svg></button><button id="faq">FAQ</button><a id="link" href="#x">x</a></div><button id="outside"></button>'
})
afterEach(() => {
  vi.useRealTimers()
})

describe('notePresses', () => {
  it("takes over the inline script's note, and makes each press again in order once its button is hydrated", () => {
    const inline = early([byId('icon')])
    const presses = notePresses(byId('root'), document, inline, () => false)
    expect(inline.stopped).toBe(true)
    byId('faq').click()
    byId('outside').click()
    byId('link').click()
    const made: string[] = []
    for (const id of ['menu', 'faq', 'outside']) byId(id).addEventListener('click', () => made.push(id))
    presses.reactListens()
    byId('faq').click() // React listens now: its own
    made.length = 0
    presses.replay()
    vi.advanceTimersByTime(200)
    expect(made).toEqual([]) // not hydrated yet
    hydrate(byId('faq'))
    vi.advanceTimersByTime(200)
    expect(made).toEqual([]) // the menu's press comes first
    hydrate(byId('menu'))
    vi.advanceTimersByTime(200)
    expect(made).toEqual(['menu', 'faq'])
    vi.advanceTimersByTime(20_000)
    expect(made).toEqual(['menu', 'faq'])
  })

  it('presses a button tapped again and again while nothing happened once', () => {
    const presses = notePresses(byId('root'), document, early([byId('icon'), byId('menu')]), () => false)
    byId('menu').click()
    byId('faq').click()
    byId('menu').click()
    const made: string[] = []
    for (const id of ['menu', 'faq']) byId(id).addEventListener('click', () => made.push(id))
    presses.reactListens()
    presses.replay()
    hydrate(byId('menu'), byId('faq'))
    vi.advanceTimersByTime(200)
    expect(made).toEqual(['menu', 'faq'])
  })

  it('waits until the form has its typed values back before it presses Send', () => {
    document.body.innerHTML = '<div id="root"><form><input id="name"><button id="send">Send</button></form></div>'
    let waiting = true
    const presses = notePresses(byId('root'), document, undefined, () => waiting)
    byId('send').click()
    const made: string[] = []
    byId('send').addEventListener('click', () => made.push('send'))
    presses.reactListens()
    presses.replay()
    hydrate(byId('send'))
    vi.advanceTimersByTime(200)
    expect(made).toEqual([])
    waiting = false
    vi.advanceTimersByTime(200)
    expect(made).toEqual(['send'])
  })

  it('notes a press that React stopped on its way (a part whose code has not come), also after the replay began', () => {
    const presses = notePresses(byId('root'), document, undefined, () => false)
    presses.reactListens()
    presses.replay()
    // React's capture listener on the root: a part it cannot hydrate yet does not get the press
    const blocked = new Set<Element>([byId('menu')])
    byId('root').addEventListener(
      'click',
      (event) => {
        if (blocked.has((event.target as Element).closest('button')!)) event.stopPropagation()
      },
      true,
    )
    const made: string[] = []
    for (const id of ['menu', 'faq']) byId(id).addEventListener('click', () => made.push(id))
    byId('faq').click() // reaches its button: React's own
    byId('icon').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    byId('menu').click()
    vi.advanceTimersByTime(200)
    expect(made).toEqual(['faq'])
    blocked.clear()
    hydrate(byId('menu'))
    vi.advanceTimersByTime(200)
    expect(made).toEqual(['faq', 'menu'])
    vi.advanceTimersByTime(20_000)
    expect(made).toEqual(['faq', 'menu'])
  })

  it('stops noting once every part has had its chance to hydrate', () => {
    const presses = notePresses(byId('root'), document, undefined, () => false)
    presses.reactListens()
    presses.replay()
    byId('root').addEventListener('click', (event) => event.stopPropagation(), true)
    vi.advanceTimersByTime(61_000)
    const made: string[] = []
    byId('menu').addEventListener('click', () => made.push('menu'))
    byId('menu').click()
    hydrate(byId('menu'))
    vi.advanceTimersByTime(200)
    expect(made).toEqual([])
  })

  it('drops a press whose button the browser rendered anew, and gives up on one never hydrated', () => {
    const presses = notePresses(byId('root'), document, early([byId('menu'), byId('faq')]), () => false)
    const made: string[] = []
    const replaced = byId('menu')
    replaced.remove() // a client render replaced the server's HTML
    byId('faq').addEventListener('click', () => made.push('faq'))
    presses.reactListens()
    presses.replay()
    vi.advanceTimersByTime(16_000)
    hydrate(byId('faq'))
    vi.advanceTimersByTime(200)
    expect(made).toEqual([])
  })
})
