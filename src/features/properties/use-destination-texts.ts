import { useLingui } from '@lingui/react/macro'
import type { Country } from '#domain/catalogue/types.ts'
import { typeFromSlug } from '#domain/properties/paths.ts'
import { countryLabel, propertyTypePluralLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import type { DestinationAnswer } from '#domain/properties/destination-answer.ts'

/** "in {place}", with the German article of a country that has one ('in der Schweiz'). */
export function useInPlace(): (where: string, country?: string) => string {
  const { t } = useLingui()
  return (where, country) => (country === 'Switzerland' ? t`in Switzerland` : t`in ${where}`)
}

/** Heading, title and description of a destination list, with German 'in der Schweiz'. */
export function useDestinationTexts(answer: DestinationAnswer, typeSlug: string) {
  const { t } = useLingui()
  const label = useLabel()
  const inWhere = useInPlace()
  const type = typeFromSlug(typeSlug)
  const types = label(propertyTypePluralLabel(type))
  const country = label(countryLabel(answer.country as Country))
  const inPlace = (where: string, isCountry: boolean) => inWhere(where, isCountry ? answer.country : undefined)
  const heading = (phrase: string) =>
    type === 'Apartment'
      ? t`Luxury apartments ${phrase}`
      : type === 'Villa'
        ? t`Luxury villas ${phrase}`
        : t`Luxury chalets ${phrase}`
  const headingPlace = answer.city ? inPlace(answer.city, false) : inPlace(country, true)
  const metaPlace = answer.city ? inPlace(`${answer.city}, ${country}`, false) : headingPlace
  const total = answer.total
  const none =
    type === 'Apartment'
      ? t`There are no apartments ${headingPlace} at the moment.`
      : type === 'Villa'
        ? t`There are no villas ${headingPlace} at the moment.`
        : t`There are no chalets ${headingPlace} at the moment.`
  return {
    types,
    country,
    place: headingPlace,
    none,
    countryPhrase: inPlace(country, true),
    heading: heading(headingPlace),
    title: `${heading(metaPlace)} | LDS`,
    description:
      total === 0
        ? t`${none} Discover our residences in the other resorts of the Alps, or let our concierge team advise you.`
        : type === 'Apartment'
          ? t`Hand-picked luxury apartments ${metaPlace}: ${total} residences with concierge service, personal advice and weekly availability.`
          : type === 'Villa'
            ? t`Hand-picked luxury villas ${metaPlace}: ${total} residences with concierge service, personal advice and weekly availability.`
            : t`Hand-picked luxury chalets ${metaPlace}: ${total} residences with concierge service, personal advice and weekly availability.`,
    /** a list with nothing in it is no page for a search engine */
    robots: total === 0 ? ('noindex' as const) : undefined,
  }
}
