export {}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /**
     * Set when a dialog route opens or closes over its page (…/enquire-now): the page keeps its
     * scroll position instead of jumping to the top (see notes/storefront-content.md).
     */
    keepScroll?: boolean
  }
}
