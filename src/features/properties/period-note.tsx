import './availability.css'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { formatPrice } from '#domain/format/format-price.ts'
import type { Period } from '#domain/dates/period.ts'
import { stayAvailability } from '#domain/properties/stay-availability.ts'
import {
  betterPricedPeriod,
  pickPrice,
  periodTotals,
  overlappingSorted,
} from '#domain/property-search/flexible-periods.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { propertyStaysQueryOptions } from '#lib/catalogue/queries.ts'
import { StatusLabel } from './stays-table.tsx'

type Props = { propertyId: string; period: Period; serviceLevels: readonly string[]; currency: string }

/**
 * The searched period on the property page: its availability, its price and the
 * better-priced period 1 day earlier or later when there is one (docs/product/property-pages.md#searched-period).
 */
export function PeriodNote({ propertyId, period, serviceLevels, currency }: Props) {
  const { period: formatPeriod } = useFormatDate()
  const query = useQuery(propertyStaysQueryOptions(propertyId))
  if (!query.data || query.data.message) return null
  const stays = [...query.data.stays].sort((a, b) => a.checkIn.localeCompare(b.checkIn))
  const availability = stayAvailability(stays, period)
  const quote = pickPrice(periodTotals(overlappingSorted(stays, period), period, serviceLevels))
  const better = availability === 'available' ? betterPricedPeriod(stays, period, serviceLevels) : null
  const asked = formatPeriod(period)
  const price = quote ? formatPrice(quote.price, currency) : null
  return (
    <aside className="period-note" aria-label={asked}>
      <p className="period-note__period">
        <Trans>Your period: {asked}</Trans>
      </p>
      <p className={`period-note__status status status--${availability.replace(' ', '-')}`}>
        <StatusLabel status={availability} />
        {price && availability === 'available' ? ` · ${price}` : null}
      </p>
      {better ? (
        <p className="period-note__better">
          {better.diff === -1 ? <Trans>Better price 1 day prior</Trans> : <Trans>Better price 1 day later</Trans>}
          {': '}
          <BetterPrice
            period={formatPeriod(better.period)}
            price={formatPrice(better.price, currency)}
            savings={formatPrice(better.savings, currency)}
          />
        </p>
      ) : null}
    </aside>
  )
}

function BetterPrice({ period, price, savings }: { period: string; price: string; savings: string }) {
  return (
    <Trans>
      {period} for {price} (you save {savings})
    </Trans>
  )
}
