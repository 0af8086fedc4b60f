/** Small facts of a hotel that the search cards and the hotel page show alike (docs/product/hotels.md#hotel-page). */

/** '5 Star Palace' -> 5 stars and the Palace distinction. */
export function categoryStars(category: string): { stars: number; palace: boolean } {
  const stars = Number.parseInt(category, 10)
  return { stars: Number.isFinite(stars) ? stars : 0, palace: /palace/i.test(category) }
}

/** A program's inline SVG logo as an image address: shown through <img>, never as markup. */
export function svgDataUrl(svg: string): string | null {
  const trimmed = svg.trim()
  if (!/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(trimmed)) return null
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(trimmed)}`
}
