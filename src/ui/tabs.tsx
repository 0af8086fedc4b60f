import './tabs.css'
import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'

export type TabItem = { value: string; label: ReactNode }

type TabsProps = {
  value: string
  onValueChange: (value: string) => void
  items: readonly TabItem[]
  /** names the tab list for assistive technology */
  label: string
  children: ReactNode
  className?: string
}

/** Tabs (Radix: arrow keys move between tabs, each panel labelled by its tab) in the house style. */
export function Tabs({ value, onValueChange, items, label, children, className }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={onValueChange}
      className={['tabs', className].filter(Boolean).join(' ')}
    >
      <RadixTabs.List aria-label={label} className="tabs__list">
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="tabs__trigger">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  )
}

/** The panel of one tab. */
export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Content value={value} className="tabs__panel">
      {children}
    </RadixTabs.Content>
  )
}
