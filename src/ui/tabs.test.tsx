import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { TabPanel, Tabs } from './tabs.tsx'

function Page() {
  const [tab, setTab] = useState('hotel')
  return (
    <Tabs
      value={tab}
      onValueChange={setTab}
      label="Hotel sections"
      items={[
        { value: 'hotel', label: 'Hotel' },
        { value: 'rooms', label: 'Rooms' },
      ]}
    >
      <TabPanel value="hotel">
        <p>About the hotel</p>
      </TabPanel>
      <TabPanel value="rooms">
        <p>The rooms</p>
      </TabPanel>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('shows the selected panel only, tied to its tab both ways, and follows the chosen tab', () => {
    render(<Page />)
    const hotel = screen.getByRole('tab', { name: 'Hotel' })
    const panel = screen.getByRole('tabpanel', { name: 'Hotel' })
    expect(panel.textContent).toBe('About the hotel')
    expect(hotel.getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.getAttribute('aria-labelledby')).toBe(hotel.id)
    expect(hotel.getAttribute('aria-selected')).toBe('true')
    expect(panel.tabIndex).toBe(0)
    expect(screen.queryAllByRole('tabpanel')).toHaveLength(1)

    const rooms = screen.getByRole('tab', { name: 'Rooms' })
    fireEvent.mouseDown(rooms, { button: 0 })
    expect(screen.getByRole('tabpanel', { name: 'Rooms' }).textContent).toBe('The rooms')
    expect(screen.queryAllByRole('tabpanel')).toHaveLength(1)
    expect(rooms.getAttribute('aria-selected')).toBe('true')
  })

  it('moves between tabs with the arrow keys (Radix) and selects the focused one', async () => {
    render(<Page />)
    const hotel = screen.getByRole('tab', { name: 'Hotel' })
    hotel.focus()
    fireEvent.keyDown(hotel, { key: 'ArrowRight' })
    // Radix moves the focus in a task of its own
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Rooms' })))
    expect(screen.getByRole('tabpanel', { name: 'Rooms' })).toBeTruthy()
  })
})
