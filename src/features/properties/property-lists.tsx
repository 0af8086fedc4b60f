import { Trans, useLingui } from '@lingui/react/macro'
import type { EquipmentItem, ServicesIncluded } from '#domain/catalogue/types.ts'
import { sortServiceLevels } from '#domain/properties/catering.ts'
import { mediaUrl } from '#lib/config.ts'
import { serviceLevelLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { equipmentLabel, serviceLabel } from './amenity-labels.ts'

/** Equipment lists longer than 8 are split in two columns (docs/product/property-pages.md#b2b-page). */
const EQUIPMENT_COLUMN_LIMIT = 8

export function equipmentColumns(count: number): 1 | 2 {
  return count > EQUIPMENT_COLUMN_LIMIT ? 2 : 1
}

export function EquipmentList({ items }: { items: readonly EquipmentItem[] }) {
  const label = useLabel()
  if (items.length === 0) return null
  return (
    <ul className={`feature-list feature-list--cols-${equipmentColumns(items.length)}`}>
      {items.map((item) => (
        <li key={item.equipment}>{label(equipmentLabel(item.equipment))}</li>
      ))}
    </ul>
  )
}

/** Included services per service level, in catering order (Self-catered, Bed & breakfast, Catered). */
export function ServicesByLevel({ services }: { services: ServicesIncluded }) {
  const label = useLabel()
  const levels = sortServiceLevels(Object.keys(services)).filter((level) => services[level]?.length)
  if (levels.length === 0) return null
  return (
    <div className="service-levels">
      {levels.map((level) => (
        <div key={level} className="service-levels__level">
          <h3 className="service-levels__title">{label(serviceLevelLabel(level))}</h3>
          <ul className="feature-list">
            {services[level]!.map((entry) => (
              <li key={entry.service}>{label(serviceLabel(entry.service))}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

export function FloorPlans({ name, plans }: { name: string; plans: readonly { url: string }[] }) {
  const { t } = useLingui()
  if (plans.length === 0) return null
  return (
    <ul className="floor-plans">
      {plans.map((plan, index) => {
        const number = index + 1
        return (
          <li key={plan.url} className="floor-plans__item">
            <a href={mediaUrl(plan.url)} target="_blank" rel="noreferrer">
              <img src={mediaUrl(plan.url)} alt={t`Floor plan ${number} of ${name}`} loading="lazy" decoding="async" />
            </a>
            <p className="floor-plans__caption">
              <Trans>Floor plan {number}</Trans>
            </p>
          </li>
        )
      })}
    </ul>
  )
}
