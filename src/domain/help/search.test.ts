import { describe, expect, it } from 'vitest'
import { foldForSearch, matchWord, searchHelp, searchWords, stem } from './search.ts'
import type { SearchableArticle } from './search.ts'

describe('foldForSearch', () => {
  it.each([
    ['Überblick', 'uberblick'],
    ['Straße', 'strasse'],
    ['GROẞE', 'grosse'],
    ['Zimmerauswahl', 'zimmerauswahl'],
    ['Télécharger', 'telecharger'],
    ['  Kitzbühel ', 'kitzbuhel'],
    ['Ärger Öl Übung', 'arger ol ubung'],
  ])('%j -> %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded)
  })
})

describe('searchWords', () => {
  it.each([
    ['Provisions-Auszahlung, PDF!', ['provisions', 'auszahlung', 'pdf']],
    ['Mehr-Zimmer-Auswahl (3 Zimmer)', ['mehr', 'zimmer', 'auswahl', '3', 'zimmer']],
    ['', []],
    ['  ?! ', []],
  ])('%j -> %j', (text, words) => {
    expect(searchWords(text)).toEqual(words)
  })
})

describe('matchWord', () => {
  it.each([
    ['provision', 'provision', 'exact'],
    ['provision', 'provisionsauszahlung', 'prefix'],
    ['zimmer', 'zimmerauswahl', 'prefix'],
    ['auszahlung', 'provisionsauszahlung', 'inner'],
    ['auswahl', 'zimmerauswahl', 'inner'],
    ['wahl', 'zimmerauswahl', 'inner'],
    // an inner part shorter than four letters does not count; a prefix of any length does
    ['aus', 'zimmerauswahl', null],
    ['zi', 'zimmerauswahl', 'prefix'],
    ['hotel', 'hot', null],
    ['rate', 'live', null],
  ] as const)('%j in %j: %j', (query, word, kind) => {
    expect(matchWord(query, word)).toBe(kind)
  })
})

describe('stem', () => {
  it.each([
    ['provisionen', 'provision'],
    ['buchungen', 'buchung'],
    ['auszahlungen', 'auszahlung'],
    ['hotels', 'hotel'],
    ['zimmer', 'zimm'],
    ['rate', null],
    ['pdf', null],
  ])('%j -> %j', (word, stemmed) => {
    expect(stem(word)).toBe(stemmed)
  })
})

const ARTICLES: SearchableArticle[] = [
  {
    slug: 'commission-payouts',
    title: 'Provisionsauszahlung',
    summary: 'Wann und wie Ihre Agentur ausgezahlt wird.',
    body: '## Stripe-Konto\nDie Auszahlung erfolgt monatlich.',
  },
  {
    slug: 'multi-room-selection',
    title: 'Die Zimmerauswahl',
    summary: 'Mehrere Zimmer für einen Kunden zusammenstellen.',
    body: '## Provision je Zimmer\nJedes Zimmer zeigt seine Provision.',
  },
  {
    slug: 'pdf-offer',
    title: 'Das PDF-Angebot',
    summary: 'Ein Angebot für Ihre Kunden.',
    body: 'Das PDF enthält Ihre Zimmerauswahl und Ihr Logo.',
  },
  {
    slug: 'offline',
    title: 'Offline-Nutzung und Installation',
    summary: 'Die App auf dem Startbildschirm.',
    body: '## Überblick\nGelesene Seiten öffnen ohne Netz. Straße und Größe.',
  },
]

describe('searchHelp', () => {
  it.each([
    // a compound found by its first part; the title outranks a heading and the body
    ['Provision', ['commission-payouts', 'multi-room-selection']],
    ['Zimmer', ['multi-room-selection', 'pdf-offer']],
    // an inner part of a compound
    ['auszahlung', ['commission-payouts']],
    ['auswahl', ['multi-room-selection', 'pdf-offer']],
    // an inflected query word, by its stem
    ['Provisionen', ['commission-payouts', 'multi-room-selection']],
    // accent folding both ways, ß as ss
    ['uberblick', ['offline']],
    ['ÜBERBLICK', ['offline']],
    ['strasse', ['offline']],
    ['grösse', ['offline']],
    // every word must match
    ['pdf logo', ['pdf-offer']],
    ['pdf stripe', []],
    // nothing for an empty query, a short inner part or an unknown word
    ['', []],
    ['  ', []],
    ['swa', []],
    ['Kreuzfahrt', []],
  ])('%j -> %j', (query, slugs) => {
    expect(searchHelp(ARTICLES, query).map((hit) => hit.slug)).toEqual(slugs)
  })

  it('ranks a title match above a heading match above a body match', () => {
    const articles: SearchableArticle[] = [
      { slug: 'body', title: 'A', summary: '', body: 'the chat' },
      { slug: 'heading', title: 'B', summary: '', body: '## Chat\ntext' },
      { slug: 'title', title: 'Chat', summary: '', body: 'text' },
    ]
    expect(searchHelp(articles, 'chat').map((hit) => hit.slug)).toEqual(['title', 'heading', 'body'])
  })
})
