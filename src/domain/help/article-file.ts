/**
 * A Help Centre content file (docs/product/help-centre.md#adding-an-article): front matter with
 * `title` and `summary`, then the markdown body in the subset the app's markdown component shows.
 *
 * ---
 * title: Commission payouts
 * summary: When and how your agency is paid.
 * ---
 * ## A heading
 * A paragraph.
 */
export interface HelpArticleFile {
  title: string
  summary: string
  body: string
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

/** The file's title, summary and body; an Error naming what is missing for a malformed file. */
export function parseArticleFile(raw: string): HelpArticleFile {
  const match = FRONT_MATTER.exec(raw)
  if (!match) throw new Error('a help article starts with front matter between --- lines')
  const fields = new Map<string, string>()
  for (const line of match[1]!.split(/\r?\n/)) {
    const field = /^([a-z]+):\s*(.*)$/.exec(line.trim())
    if (field) fields.set(field[1]!, field[2]!.trim())
  }
  const title = fields.get('title')
  const summary = fields.get('summary')
  if (!title) throw new Error('a help article needs a title')
  if (!summary) throw new Error('a help article needs a summary')
  return { title, summary, body: match[2]!.trim() }
}
