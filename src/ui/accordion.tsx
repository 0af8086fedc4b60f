import './accordion.css'
import * as RadixAccordion from '@radix-ui/react-accordion'
import type { ReactNode } from 'react'
import { createContext, useContext, useId, useState } from 'react'

type AccordionProps = {
  defaultOpen?: string[]
  /** the open sections, when the page controls them (e.g. Expand all / Collapse all) */
  open?: string[]
  onOpenChange?: (open: string[]) => void
  children: ReactNode
  className?: string
}

/** The sections open now: a closed section renders no panel at all (see AccordionSection). */
const OpenSections = createContext<readonly string[]>([])

/** Sections that open and close individually (Radix, keyboard accessible). */
export function Accordion({ defaultOpen = [], open, onOpenChange, children, className }: AccordionProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen)
  const value = open ?? ownOpen
  const change = (next: string[]) => {
    if (!open) setOwnOpen(next)
    onOpenChange?.(next)
  }
  return (
    <RadixAccordion.Root
      type="multiple"
      value={value}
      onValueChange={change}
      className={['accordion', className].filter(Boolean).join(' ')}
    >
      <OpenSections value={value}>{children}</OpenSections>
    </RadixAccordion.Root>
  )
}

type SectionProps = { value: string; title: ReactNode; children: ReactNode; headingLevel?: 2 | 3 }

/**
 * One section: a heading with its trigger button (Radix: the open state, the keys) and, while open,
 * the panel. The panel is ours, a `region` tied to its trigger by ids: Radix's panel measured itself
 * in a layout effect and read its computed animation name as it mounted, each a forced style or
 * layout pass inside React's commit (docs/decisions/100-the-route-before-the-first-render.md). A
 * closed section renders no panel at all, and its trigger points at none
 * (docs/decisions/063-accordion-closed-panels-and-matching-ids.md).
 */
export function AccordionSection({ value, title, children, headingLevel = 2 }: SectionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const isOpen = useContext(OpenSections).includes(value)
  const id = useId()
  const triggerId = `${id}-trigger`
  const panelId = `${id}-panel`
  return (
    <RadixAccordion.Item value={value} className="accordion__item">
      <RadixAccordion.Header asChild>
        <Heading className="accordion__heading">
          <RadixAccordion.Trigger
            className="accordion__trigger"
            id={triggerId}
            aria-controls={isOpen ? panelId : undefined}
          >
            <span>{title}</span>
            <span className="accordion__icon" aria-hidden="true" />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      {isOpen ? (
        <div role="region" id={panelId} aria-labelledby={triggerId} data-state="open" className="accordion__content">
          <div className="accordion__body">{children}</div>
        </div>
      ) : null}
    </RadixAccordion.Item>
  )
}
