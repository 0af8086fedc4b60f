/**
 * The Help Centre's search (docs/product/help-centre.md#search): pure, so the page searches the
 * articles it already holds, offline too.
 *
 * - Folding: lower case, every diacritic dropped (ä -> a, é -> e), ß -> ss, so "Uberblick" finds
 *   "Überblick" and "strasse" finds "Straße".
 * - German compounds are found by their parts: a query word matches an article word that equals it,
 *   starts with it ("Provision" -> "Provisionsauszahlung"), or holds it inside
 *   ("auszahlung" -> "Provisionsauszahlung"); an inner part must be at least
 *   `MIN_INNER_PART` letters, so "an" does not match every word that holds it.
 * - A query word that does not match as typed is tried once more without a common inflection ending
 *   ("Provisionen" -> "provision"), at half its score.
 * - Every query word must match somewhere; the title weighs most, then headings, then the body.
 */
import { foldText } from '../text/fold-text.ts'

export const MIN_INNER_PART = 4

/** where a word was found, and what a match there is worth */
export const FIELD_WEIGHTS = { title: 10, headings: 4, summary: 2, body: 1 } as const
type Field = keyof typeof FIELD_WEIGHTS

/** how a query word met an article word, and what that is worth */
export const MATCH_WEIGHTS = { exact: 3, prefix: 2, inner: 1 } as const
export type MatchKind = keyof typeof MATCH_WEIGHTS

export interface SearchableArticle {
  slug: string
  title: string
  summary: string
  /** the article's markdown; its '#' lines are its headings */
  body: string
}

export interface HelpSearchHit {
  slug: string
  score: number
}

/** Text folded for the search: `foldText` plus ß -> ss (NFD leaves ß whole). */
export function foldForSearch(text: string): string {
  return foldText(text.replace(/ß/g, 'ss').replace(/ẞ/g, 'SS'))
}

/** The folded words of a text: letters and digits, everything else separates. */
export function searchWords(text: string): string[] {
  return foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
}

/** How `queryWord` (folded) meets `articleWord` (folded), or null when it does not. */
export function matchWord(queryWord: string, articleWord: string): MatchKind | null {
  if (articleWord === queryWord) return 'exact'
  if (articleWord.startsWith(queryWord)) return 'prefix'
  if (queryWord.length >= MIN_INNER_PART && articleWord.includes(queryWord)) return 'inner'
  return null
}

const ENDINGS = ['ungen', 'en', 'es', 'er', 'e', 'n', 's'] as const

/** The query word without one common German or English inflection ending, when that leaves enough. */
export function stem(word: string): string | null {
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_INNER_PART) {
      return word.slice(0, -ending.length) + (ending === 'ungen' ? 'ung' : '')
    }
  }
  return null
}

interface IndexedArticle {
  slug: string
  fields: Record<Field, string[]>
}

function headingsAndBody(markdown: string): { headings: string; body: string } {
  const headings: string[] = []
  const body: string[] = []
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line)
    if (heading) headings.push(heading[1] ?? '')
    else body.push(line)
  }
  return { headings: headings.join(' '), body: body.join(' ') }
}

function index(article: SearchableArticle): IndexedArticle {
  const { headings, body } = headingsAndBody(article.body)
  return {
    slug: article.slug,
    fields: {
      title: searchWords(article.title),
      headings: searchWords(headings),
      summary: searchWords(article.summary),
      body: searchWords(body),
    },
  }
}

/** The best score of one query word in one article: the best field times the best match kind. */
function wordScore(queryWord: string, article: IndexedArticle): number {
  let best = 0
  for (const field of Object.keys(FIELD_WEIGHTS) as Field[]) {
    for (const word of article.fields[field]) {
      const kind = matchWord(queryWord, word)
      if (kind) best = Math.max(best, FIELD_WEIGHTS[field] * MATCH_WEIGHTS[kind])
    }
  }
  return best
}

function scoreArticle(queryWords: string[], article: IndexedArticle): number {
  let total = 0
  for (const queryWord of queryWords) {
    let score = wordScore(queryWord, article)
    if (score === 0) {
      const stemmed = stem(queryWord)
      if (stemmed) score = wordScore(stemmed, article) / 2
    }
    if (score === 0) return 0
    total += score
  }
  return total
}

/**
 * The articles that hold every word of `query`, best first (ties keep the articles' order); an
 * empty query finds nothing.
 */
export function searchHelp(articles: readonly SearchableArticle[], query: string): HelpSearchHit[] {
  const queryWords = [...new Set(searchWords(query))]
  if (queryWords.length === 0) return []
  return articles
    .map((article) => ({ slug: article.slug, score: scoreArticle(queryWords, index(article)) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score)
}
