import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Accordion, AccordionSection } from './accordion.tsx'

function Sections() {
  return (
    <>
      <AccordionSection value="general" title="General">
        <p>Description</p>
      </AccordionSection>
      <AccordionSection value="terms" title="Terms">
        <p>Cancellation</p>
      </AccordionSection>
    </>
  )
}

const panels = () => screen.queryAllByRole('region').map((region) => region.textContent)

describe('Accordion', () => {
  it('renders the panels of the open sections only, and a panel once its section opens', () => {
    render(
      <Accordion defaultOpen={['general']}>
        <Sections />
      </Accordion>,
    )
    expect(panels()).toEqual(['Description'])
    const terms = screen.getByRole('button', { name: 'Terms' })
    expect(terms.getAttribute('aria-expanded')).toBe('false')
    expect(terms.hasAttribute('aria-controls')).toBe(false)
    fireEvent.click(terms)
    expect(panels()).toEqual(['Description', 'Cancellation'])
    const region = screen.getByRole('region', { name: 'Terms' })
    expect(terms.getAttribute('aria-controls')).toBe(region.id)
    expect(region.getAttribute('aria-labelledby')).toBe(terms.id)
    fireEvent.click(screen.getByRole('button', { name: 'General' }))
    expect(panels()).toEqual(['Cancellation'])
  })

  it('follows the open sections a page controls, and tells it of a change', () => {
    const changed = vi.fn()
    function Page() {
      const [open, setOpen] = useState<string[]>([])
      return (
        <>
          <button type="button" onClick={() => setOpen(['general', 'terms'])}>
            Expand all
          </button>
          <Accordion
            open={open}
            onOpenChange={(next) => {
              changed(next)
              setOpen(next)
            }}
          >
            <Sections />
          </Accordion>
        </>
      )
    }
    render(<Page />)
    expect(panels()).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }))
    expect(panels()).toEqual(['Description', 'Cancellation'])
    fireEvent.click(screen.getByRole('button', { name: 'Terms' }))
    expect(changed).toHaveBeenCalledWith(['general'])
    expect(panels()).toEqual(['Description'])
  })

  it('moves between the section headings with the arrow keys, Home and End (Radix collection)', () => {
    render(
      <Accordion>
        <Sections />
        <AccordionSection value="location" title="Location">
          <p>Map</p>
        </AccordionSection>
      </Accordion>,
    )
    const [general, terms, location] = ['General', 'Terms', 'Location'].map((name) =>
      screen.getByRole('button', { name }),
    )
    general?.focus()
    fireEvent.keyDown(general as HTMLElement, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(terms)
    fireEvent.keyDown(terms as HTMLElement, { key: 'End' })
    expect(document.activeElement).toBe(location)
    fireEvent.keyDown(location as HTMLElement, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(general)
    fireEvent.keyDown(general as HTMLElement, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(location)
    fireEvent.keyDown(location as HTMLElement, { key: 'Home' })
    expect(document.activeElement).toBe(general)
  })
})
