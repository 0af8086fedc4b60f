import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Country } from '#domain/catalogue/types.ts'
import { HrefLink } from '#ui/catalogue/href-link.tsx'
import {
  APARTMENT_COUNTRY_LINKS,
  CHALET_COUNTRY_LINKS,
  FRENCH_RESORT_LINKS,
  OTHER_RESORT_LINKS,
  SEO_LINKS,
} from '#features/storefront/destination-links.ts'

const CHALETS_IN: Record<Country, MessageDescriptor> = {
  France: msg`Chalets in France`,
  Switzerland: msg`Chalets in Switzerland`,
  Austria: msg`Chalets in Austria`,
  Italy: msg`Chalets in Italy`,
}
const APARTMENTS_IN: Record<Country, MessageDescriptor> = {
  France: msg`Apartments in France`,
  Switzerland: msg`Apartments in Switzerland`,
  Austria: msg`Apartments in Austria`,
  Italy: msg`Apartments in Italy`,
}

/**
 * The footer's tag list: destination lists by country and resort, and
 * the guides (docs/product/content-and-seo.md#destination-links).
 */
export function TagList() {
  const { t, i18n } = useLingui()
  return (
    <nav className="tag-list" aria-label={t`Destinations`}>
      <h2 className="footer-heading">
        <Trans>Destinations</Trans>
      </h2>
      <ul className="tag-list__tags">
        {CHALET_COUNTRY_LINKS.map((link) => (
          <li key={link.href}>
            <HrefLink className="tag" href={link.href}>
              {i18n._(CHALETS_IN[link.country])}
            </HrefLink>
          </li>
        ))}
        {APARTMENT_COUNTRY_LINKS.map((link) => (
          <li key={link.href}>
            <HrefLink className="tag" href={link.href}>
              {i18n._(APARTMENTS_IN[link.country])}
            </HrefLink>
          </li>
        ))}
      </ul>
      <ul className="tag-list__tags" aria-label={t`Resorts`}>
        {[...FRENCH_RESORT_LINKS, ...OTHER_RESORT_LINKS].map((link) => (
          <li key={link.href}>
            <HrefLink className="tag tag--quiet" href={link.href}>
              {link.label}
            </HrefLink>
          </li>
        ))}
      </ul>
      <ul className="tag-list__tags" aria-label={t`Guides`}>
        <li>
          <HrefLink className="tag tag--quiet" href={SEO_LINKS.alps} lang="de">
            Die luxuriösesten Chalets der Alpen
          </HrefLink>
        </li>
        <li>
          <HrefLink className="tag tag--quiet" href={SEO_LINKS.skiTravel} lang="de">
            Luxus-Skireisen
          </HrefLink>
        </li>
        <li>
          <HrefLink className="tag tag--quiet" href={SEO_LINKS.discretion} lang="de">
            Diskretion &amp; Sicherheit
          </HrefLink>
        </li>
      </ul>
    </nav>
  )
}
