/**
 * Booking and client references of an interest (docs/product/hotels.md#save-interest): the booking
 * reference (tls) always starts with 'TLS' and the client reference (cc) with 'CC'; a prefix the
 * agent typed is not doubled. Blank stays null.
 */
export function withPrefix(prefix: 'TLS' | 'CC', value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  if (!trimmed) return null
  let rest = trimmed
  while (rest.toUpperCase().startsWith(prefix)) rest = rest.slice(prefix.length).replace(/^[\s\-_:]+/, '')
  return rest ? `${prefix}${rest}` : null
}
