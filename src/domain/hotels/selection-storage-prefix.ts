/**
 * The prefix of the hotel selections' local-storage keys (`selectionStorageKey` in selection.ts).
 * A module of its own: sign-out, which every page's entry carries, clears the selections by it
 * without loading the selection's rules (about 1.5 KiB of the entry, gzip).
 */
export const SELECTION_STORAGE_PREFIX = 'lds.hotel-selection'
