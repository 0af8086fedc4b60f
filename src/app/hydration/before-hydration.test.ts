// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { guardBeforeHydration } from './before-hydration.ts'

function submit(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true })
  form.dispatchEvent(event)
  return event.defaultPrevented
}

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** What React does to an element it hydrates: its props under a `__reactProps$…` key. */
function hydrate(...elements: Element[]) {
  for (const element of elements) Object.assign(element, { __reactProps$test: {} })
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('guardBeforeHydration', () => {
  it('prevents native submits of forms React has not hydrated, and leaves other forms alone', () => {
    document.body.innerHTML = '<div id="root"><form id="in"></form></div><form id="out"></form>'
    const guard = guardBeforeHydration(byId('root'))
    expect(submit(byId('in'))).toBe(true)
    expect(submit(byId('out'))).toBe(false)
    guard.settle()
    hydrate(byId('in'))
    expect(submit(byId('in'))).toBe(false)
  })

  it('puts back what was typed and ticked, before the guard and since, once each field is hydrated', () => {
    document.body.innerHTML =
      '<div id="root"><input id="name"><textarea name="text"></textarea><input id="ok" type="checkbox"></div>'
    byId<HTMLInputElement>('name').value = 'Lea' // before any script ran
    const guard = guardBeforeHydration(byId('root'))
    type(document.querySelector('textarea')!, 'A week in January')
    byId<HTMLInputElement>('ok').click()
    // hydration: React renders the fields with its own (empty) state, here even as new elements
    byId('root').innerHTML = '<input id="name"><textarea name="text"></textarea><input id="ok" type="checkbox">'
    const seen: string[] = []
    document.addEventListener('input', (event) =>
      seen.push((event.target as HTMLInputElement).id || (event.target as HTMLInputElement).name),
    )
    guard.settle()
    vi.advanceTimersByTime(200)
    expect(seen).toEqual([]) // not hydrated yet
    hydrate(byId('name'), document.querySelector('textarea')!, byId('ok'))
    vi.advanceTimersByTime(200)
    expect([
      byId<HTMLInputElement>('name').value,
      document.querySelector('textarea')!.value,
      byId<HTMLInputElement>('ok').checked,
    ]).toEqual(['Lea', 'A week in January', true])
    expect(seen).toEqual(['name', 'text', 'ok'])
  })

  it('notes typing into a part that hydrates after the page, and leaves hydrated fields to React', () => {
    document.body.innerHTML = '<div id="root"><input id="early"><input id="late"></div>'
    const guard = guardBeforeHydration(byId('root'))
    hydrate(byId('early'))
    guard.settle()
    type(byId('late'), 'Lea')
    type(byId('early'), 'React has this one')
    byId<HTMLInputElement>('late').value = '' // the late part hydrates and resets it
    const seen: string[] = []
    document.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).id))
    hydrate(byId('late'))
    vi.advanceTimersByTime(200)
    expect(byId<HTMLInputElement>('late').value).toBe('Lea')
    expect(seen).toEqual(['late'])
  })

  it('puts back the noted values of a form hydrated by its own submit, before the submit handler reads them, once', () => {
    document.body.innerHTML = '<div id="root"><form id="form"><input id="name"><button>Send</button></form></div>'
    const guard = guardBeforeHydration(byId('root'))
    type(byId('name'), 'Lea')
    guard.settle()
    // the press makes React hydrate the form's part at once, which resets the field to React's state
    hydrate(byId('form'), byId('name'))
    byId<HTMLInputElement>('name').value = ''
    const order: string[] = []
    byId('root').addEventListener('input', () => order.push(`input ${byId<HTMLInputElement>('name').value}`))
    byId('root').addEventListener('submit', () => order.push(`submit ${byId<HTMLInputElement>('name').value}`))
    expect(submit(byId('form'))).toBe(false) // React's own handler takes it
    expect(order).toEqual(['input Lea', 'submit Lea'])
    vi.advanceTimersByTime(200)
    expect(order).toEqual(['input Lea', 'submit Lea'])
  })
})
