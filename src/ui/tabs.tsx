import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'

export type TabItem = { value: string; label: ReactNode; content: ReactNode }

type Props = {
  label: string
  items: readonly TabItem[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  className?: string
}

/** Tabs with a labelled tab list (Radix: arrow keys move between tabs). */
export function Tabs({ label, items, value, defaultValue, onValueChange, className }: Props) {
  return (
    <RadixTabs.Root
      className={['tabs', className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className="tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="tabs__trigger">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
