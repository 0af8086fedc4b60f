import './tabs.css'
import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import { createContext, useContext, useId } from 'react'

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

/** The selected tab and the ids that tie each tab to its panel. */
const TabsState = createContext<{ value: string; baseId: string } | null>(null)

const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`

/**
 * Tabs in the house style. Radix runs the tab list (arrow keys, Home and End move between tabs and
 * choose them); the panel is ours: Radix's panel reads its computed animation name as it mounts,
 * which forced a style recalculation of the whole page inside React's commit (86 ms at 4x CPU on a
 * hotel page), so the selected panel is a plain `tabpanel` tied to its tab by ids
 * (docs/decisions/100-the-route-before-the-first-render.md).
 */
export function Tabs({ value, onValueChange, items, label, children, className }: TabsProps) {
  const baseId = useId()
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={onValueChange}
      className={['tabs', className].filter(Boolean).join(' ')}
    >
      <RadixTabs.List aria-label={label} className="tabs__list">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="tabs__trigger"
            id={triggerId(baseId, item.value)}
            aria-controls={panelId(baseId, item.value)}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <TabsState value={{ value, baseId }}>{children}</TabsState>
    </RadixTabs.Root>
  )
}

/** The panel of one tab: rendered while its tab is selected. */
export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  const state = useContext(TabsState)
  if (!state || state.value !== value) return null
  return (
    <div
      role="tabpanel"
      id={panelId(state.baseId, value)}
      aria-labelledby={triggerId(state.baseId, value)}
      data-state="active"
      tabIndex={0}
      className="tabs__panel"
    >
      {children}
    </div>
  )
}
