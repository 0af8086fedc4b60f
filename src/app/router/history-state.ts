export {}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /**
     * Set when a dialog route opens or closes over its page (…/enquire-now): the page keeps its
     * scroll position instead of jumping to the top (see docs/decisions/024-property-route-as-a-layout.md).
     */
    keepScroll?: boolean
  }
}
