/** The handwritten German text of one SEO page (a region or a resort). */
export type PlaceText = {
  title: string
  lead: string
  intro: string[]
  chalets: string
  highlights: string[]
  bestTime: string
}
