import { Plural } from '@lingui/react/macro'
import type { Property } from '#domain/catalogue/types.ts'
import { propertyTypeLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { Beds } from '#ui/catalogue/beds.tsx'
import { BedroomIcon, GuestsIcon, HouseIcon } from './property-icons.tsx'

type Facts = Pick<Property, 'propertyType' | 'bedrooms' | 'beds'>

/** Type, bedrooms and beds with their icons (property detail, docs/product/property-pages.md#b2c-page). */
export function PropertyFacts({ property }: { property: Facts }) {
  const label = useLabel()
  return (
    <ul className="property-facts">
      <li className="property-facts__item">
        <HouseIcon />
        <span>{label(propertyTypeLabel(property.propertyType))}</span>
      </li>
      <li className="property-facts__item">
        <BedroomIcon />
        <span>
          <Plural value={property.bedrooms} one="# bedroom" other="# bedrooms" />
        </span>
      </li>
      <li className="property-facts__item">
        <GuestsIcon />
        <span>
          <Beds separator=", " beds={property.beds} />
        </span>
      </li>
    </ul>
  )
}
