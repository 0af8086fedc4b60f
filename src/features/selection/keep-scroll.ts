import type { HistoryState } from '@tanstack/react-router'

/**
 * The history state of a navigation between the hotel page and its modal routes: the page keeps
 * its scroll (docs/decisions/024-property-route-as-a-layout.md) and its back button (backTo).
 */
export const keepScroll = (previous: HistoryState): HistoryState => ({ ...previous, keepScroll: true })
