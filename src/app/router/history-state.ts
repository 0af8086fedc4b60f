export {}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /**
     * Set when a dialog route opens or closes over its page (…/enquire-now): the page keeps its
     * scroll position instead of jumping to the top (see docs/decisions/024-property-route-as-a-layout.md).
     */
    keepScroll?: boolean
    /**
     * The name of the page a link came from, in the reader's language (e.g. 'Hotels' from the hotel
     * search): the hotel page then shows a back button 'Back to {backTo}' that goes back in history
     * (docs/product/hotels.md#hotel-page).
     */
    backTo?: string
  }
}
