/**
 * Where the visitor's cookie choice is kept (local storage), and the mark a server-rendered page's
 * head script puts on `<html>` from it before the body is painted, so the page's cookie bar (the
 * server cannot know the choice) is hidden from the first paint for a visitor who chose already
 * (docs/product/chrome-and-navigation.md#cookie-consent).
 */
export const COOKIE_CONSENT_STORAGE_KEY = 'lds.cookie-consent'
export const COOKIE_CONSENT_MARK = 'data-cookie-consent'
