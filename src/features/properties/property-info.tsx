import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Property } from '#domain/catalogue/types.ts'
import { sortServiceLevels } from '#domain/properties/catering.ts'
import { facilityLabel, sectorLabel, serviceLevelLabel } from '#lib/labels/domain-labels.ts'
import { propertyFacilitiesQueryOptions } from '#lib/catalogue/queries.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { PropertyFacts } from './property-facts.tsx'

/** The facilities of a property by name (the highlights). */
export function Highlights({ facilities }: { facilities: Property['facilities'] }) {
  const label = useLabel()
  const query = useQuery(propertyFacilitiesQueryOptions())
  const names = new Map((query.data ?? []).map((facility) => [facility._id, facility.name]))
  const items = facilities.map((entry) => names.get(entry.facility)).filter((name): name is string => Boolean(name))
  if (items.length === 0) return null
  return (
    <ul className="highlights">
      {items.map((name) => (
        <li key={name}>{label(facilityLabel(name))}</li>
      ))}
    </ul>
  )
}

/** Key information: type, bedrooms, beds, service levels, pets. */
export function PropertyInformation({ property }: { property: Property }) {
  const { t } = useLingui()
  const label = useLabel()
  const levels = sortServiceLevels(property.serviceLevels).map((level) => label(serviceLevelLabel(level)))
  return (
    <div className="property-information">
      <PropertyFacts property={property} />
      <dl className="property-information__list">
        <div>
          <dt>
            <Trans>Service levels</Trans>
          </dt>
          <dd>{levels.join(', ') || t`On request`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Pets</Trans>
          </dt>
          <dd>{property.petsAllowed ? t`Pets allowed` : t`No pets`}</dd>
        </div>
        {property.address.sector ? (
          <div>
            <dt>
              <Trans>Sector</Trans>
            </dt>
            <dd>{label(sectorLabel(property.address.sector))}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  )
}
