/**
 * The local-storage prefix of the stored selections (docs/product/hotels.md#selection). A module of
 * its own: sign-out's clean-up, which every page's entry holds, needs only this name, not the
 * selection's rules.
 */
export const SELECTION_STORAGE_PREFIX = 'lds.hotel-selection'
