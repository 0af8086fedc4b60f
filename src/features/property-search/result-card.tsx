import { Trans } from '@lingui/react/macro'
import { formatPrice } from '#domain/format/format-price.ts'
import type { OtherPeriodResult, PropertySearchResult } from '#domain/property-search/search-answer.ts'
import { PropertyCard } from '#ui/catalogue/property-card.tsx'
import { useFormatDate } from '#lib/format/use-format.ts'

function Ribbon({ result }: { result: PropertySearchResult }) {
  if (result.isAlternative) {
    return result.alternativeDetails?.diff === 1 || (!result.alternativeDetails && result.betterPrice?.diff === 1) ? (
      <Trans>Arrival 1 day later</Trans>
    ) : (
      <Trans>Arrival 1 day earlier</Trans>
    )
  }
  if (result.betterPrice || result.hasAlternative) {
    return result.betterPrice?.diff === 1 ? (
      <Trans>Better price 1 day later</Trans>
    ) : (
      <Trans>Better price 1 day prior</Trans>
    )
  }
  return null
}

function ResultNote({ result }: { result: PropertySearchResult }) {
  const { period } = useFormatDate()
  if (result.period && result.isAlternative) {
    const shifted = period(result.period)
    return <Trans>Available {shifted}</Trans>
  }
  if (result.betterPrice) {
    const better = formatPrice(result.betterPrice.price, 'EUR')
    const betterPeriod = period(result.betterPrice.period)
    return (
      <Trans>
        {better} for {betterPeriod}
      </Trans>
    )
  }
  return result.availability === 'on request' ? <Trans>Availability on request</Trans> : null
}

function ResultPrice({ result }: { result: PropertySearchResult }) {
  if (!result.period) {
    if (result.priceFromEur == null) return <Trans>Price on request</Trans>
    const from = formatPrice(result.priceFromEur, 'EUR')
    return (
      <Trans>
        from <strong>{from}</strong> / week
      </Trans>
    )
  }
  if (result.price == null) return <Trans>Price on request</Trans>
  const total = formatPrice(result.price, 'EUR')
  return (
    <Trans>
      <strong>{total}</strong> for your stay
    </Trans>
  )
}

/** A search result: period price in EUR, ribbon for alternatives and better prices, the shifted period. */
export function ResultCard({
  result,
  commissionable,
  eager,
}: {
  result: PropertySearchResult
  commissionable: boolean
  eager: boolean
}) {
  const ribbon =
    result.isAlternative || result.betterPrice || result.hasAlternative ? <Ribbon result={result} /> : undefined
  const hasNote = Boolean(
    (result.period && result.isAlternative) || result.betterPrice || result.availability === 'on request',
  )
  return (
    <PropertyCard
      property={result}
      path={result.path}
      search={result.period ?? undefined}
      price={<ResultPrice result={result} />}
      ribbon={ribbon}
      note={hasNote ? <ResultNote result={result} /> : undefined}
      commissionable={commissionable}
      eager={eager}
      headingLevel={2}
    />
  )
}

/** A property of the 'available in other periods' list, with its nearest available stay. */
export function OtherPeriodCard({ result, commissionable }: { result: OtherPeriodResult; commissionable: boolean }) {
  const { period } = useFormatDate()
  const next = result.nextAvailable
  const nextPeriod = period(next)
  const nextPrice = next.price == null ? null : formatPrice(next.price, 'EUR')
  return (
    <PropertyCard
      property={result}
      path={result.path}
      search={{ checkIn: next.checkIn, checkOut: next.checkOut }}
      note={
        result.availability === 'sold' ? <Trans>Sold in your period</Trans> : <Trans>On request in your period</Trans>
      }
      price={
        nextPrice == null ? (
          <Trans>Available {nextPeriod}, price on request</Trans>
        ) : (
          <Trans>
            Available {nextPeriod}: <strong>{nextPrice}</strong>
          </Trans>
        )
      }
      commissionable={commissionable}
    />
  )
}
