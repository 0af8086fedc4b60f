/** A cookie's value from a Cookie header (document.cookie has the same shape). */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return decoded(part.slice(index + 1).trim())
  }
  return null
}

/** A malformed %-escape is kept as written: anyone can set a cookie, no page may fail on one. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
