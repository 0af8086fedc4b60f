/**
 * Editorial pages (info pages, German SEO pages) as plain data: sections of blocks whose text may
 * hold links `[label](/path)` and emphasis `**text**`. Each page module carries its own languages,
 * so long texts load with their route, not with the app's message catalog.
 */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'cards'; items: { title: string; text: string; href?: string }[] }
  | { kind: 'facts'; items: { label: string; value: string }[] }
  | { kind: 'links'; items: { label: string; href: string }[] }
  | { kind: 'quote'; text: string; by?: string }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }

export type Section = { id?: string; heading: string; blocks: Block[] }

export type ContentPage = {
  eyebrow: string
  title: string
  /**
   * the document title (every page has a title and a meta description: docs/product/content-and-seo.md#document-head)
   */
  metaTitle: string
  description: string
  lead: string
  /** e.g. 'Last updated: November 2026' */
  updated?: string
  /** shows a table of contents (long legal texts) */
  toc?: boolean
  sections: Section[]
  cta?: { title: string; text: string; label: string; href: string }
  breadcrumbs?: { label: string; href: string }[]
}
