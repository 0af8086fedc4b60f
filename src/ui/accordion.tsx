import './accordion.css'
import * as RadixAccordion from '@radix-ui/react-accordion'
import type { ReactNode } from 'react'

type AccordionProps = {
  defaultOpen?: string[]
  /** the open sections, when the page controls them (e.g. Expand all / Collapse all) */
  open?: string[]
  onOpenChange?: (open: string[]) => void
  children: ReactNode
  className?: string
}

/** Sections that open and close individually (Radix, keyboard accessible). */
export function Accordion({ defaultOpen = [], open, onOpenChange, children, className }: AccordionProps) {
  const controlled = open ? { value: open, onValueChange: onOpenChange } : { defaultValue: defaultOpen }
  return (
    <RadixAccordion.Root type="multiple" {...controlled} className={['accordion', className].filter(Boolean).join(' ')}>
      {children}
    </RadixAccordion.Root>
  )
}

type SectionProps = { value: string; title: ReactNode; children: ReactNode; headingLevel?: 2 | 3 }

/** One section: a heading with its trigger button and the panel. */
export function AccordionSection({ value, title, children, headingLevel = 2 }: SectionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <RadixAccordion.Item value={value} className="accordion__item">
      <RadixAccordion.Header asChild>
        <Heading className="accordion__heading">
          <RadixAccordion.Trigger className="accordion__trigger">
            <span>{title}</span>
            <span className="accordion__icon" aria-hidden="true" />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="accordion__content">
        <div className="accordion__body">{children}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  )
}
