// @vitest-environment jsdom
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { EARLY_INPUT_GLOBAL, type EarlyInput } from '#domain/system/early-input.ts'
import { EARLY_INPUT_CSP_SOURCE, EARLY_INPUT_SCRIPT, noteEarlyInput } from './early-input.ts'

describe('noteEarlyInput', () => {
  it('puts the script right after the charset, before anything slower in the head', () => {
    const html = noteEarlyInput('<head><meta charset="UTF-8" /><style>a{}</style></head>')
    expect(html).toBe(`<head><meta charset="UTF-8" /><script>${EARLY_INPUT_SCRIPT}</script><style>a{}</style></head>`)
  })

  it('puts it first in a head without a charset', () => {
    expect(noteEarlyInput('<head><title>x</title></head>')).toBe(
      `<head><script>${EARLY_INPUT_SCRIPT}</script><title>x</title></head>`,
    )
  })

  it("gives the policy the script's own hash", () => {
    expect(EARLY_INPUT_CSP_SOURCE).toBe(`'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`)
  })
})

describe('the script in a page', () => {
  function page(): EarlyInput {
    document.body.innerHTML =
      '<div id="root"><button id="menu"><svg id="icon"></svg></button><form id="form"><button id="send">Send</button></form></div>' +
      '<button id="outside"></button><form id="other"></form>'
    new Function(EARLY_INPUT_SCRIPT)()
    return (window as unknown as Record<string, EarlyInput>)[EARLY_INPUT_GLOBAL]
  }
  const byId = (id: string) => document.getElementById(id)!
  const submit = (form: Element) => {
    const event = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(event)
    return event.defaultPrevented
  }

  it('notes what is pressed in the page, in order, and nothing outside it', () => {
    const early = page()
    byId('icon').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    byId('outside').click()
    byId('menu').click()
    expect(early.pressed).toEqual([byId('icon'), byId('menu')])
    early.stop()
  })

  it("holds the page's forms from a native post, and leaves other forms alone", () => {
    const early = page()
    expect(submit(byId('form'))).toBe(true)
    expect(submit(byId('other'))).toBe(false)
    early.stop()
  })

  it.each([
    ['accepted', 'accepted'],
    ['declined', 'declined'],
    [null, null],
    ['maybe', null],
  ])('marks <html> with a stored cookie choice (%s → %s)', (stored, mark) => {
    document.documentElement.removeAttribute('data-cookie-consent')
    if (stored) localStorage.setItem('lds.cookie-consent', stored)
    else localStorage.removeItem('lds.cookie-consent')
    page().stop()
    expect(document.documentElement.getAttribute('data-cookie-consent')).toBe(mark)
    localStorage.removeItem('lds.cookie-consent')
  })

  it('stops listening when the app takes over', () => {
    const early = page()
    early.stop()
    byId('menu').click()
    expect(early.pressed).toEqual([])
    expect(submit(byId('form'))).toBe(false)
  })
})
