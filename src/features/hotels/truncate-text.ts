/** How much of an inspiration post shows before 'See More' (docs/product/hotels.md#inspiration). */
export const POST_PREVIEW_CHARS = 160

/**
 * The start of a markdown text for a preview: cut at the last word boundary before `max`
 * characters, an unfinished **bold** or *italic* marker dropped, '…' appended. `truncated` false
 * means the text is short enough to show whole (no 'See More').
 */
export function truncateMarkdown(text: string, max = POST_PREVIEW_CHARS): { text: string; truncated: boolean } {
  const whole = text.trim()
  if (whole.length <= max) return { text: whole, truncated: false }
  const cut = whole.slice(0, max)
  const boundary = cut.search(/\s\S*$/)
  let preview = (boundary > max / 2 ? cut.slice(0, boundary) : cut).trimEnd()
  // an odd number of ** or * would leave a marker open: drop the unfinished part
  if ((preview.match(/\*\*/g)?.length ?? 0) % 2 === 1) preview = preview.slice(0, preview.lastIndexOf('**')).trimEnd()
  if ((preview.replace(/\*\*/g, '').match(/\*/g)?.length ?? 0) % 2 === 1)
    preview = preview.slice(0, preview.lastIndexOf('*')).trimEnd()
  return { text: `${preview.replace(/[\s,;:.\-–]+$/, '')}…`, truncated: true }
}
