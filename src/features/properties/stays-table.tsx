import { Trans, useLingui } from '@lingui/react/macro'
import type { Stay } from '#domain/catalogue/types.ts'
import type { PropertyCommissionAnswer } from '#domain/properties/commission-answer.ts'
import { formatAmount, formatPrice } from '#domain/format/format-price.ts'
import type { StayAvailability } from '#domain/properties/stay-availability.ts'
import { stayStatus } from '#domain/properties/stay-availability.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { commissionLevelOf, commissionOf } from './commission.ts'

type Props = {
  stays: readonly Stay[]
  serviceLevel: string
  currency: string
  /** B2B with commission display: the levels of the commission column */
  commission?: PropertyCommissionAnswer
  showCommission: boolean
  /** the searched period's check-in, highlighted */
  highlight?: string
}

export function StatusLabel({ status }: { status: StayAvailability }) {
  if (status === 'available') return <Trans>Available</Trans>
  if (status === 'sold') return <Trans>Sold</Trans>
  return <Trans>On request</Trans>
}

/** One season's stays: period, price (service level), commission where shown, status. */
export function StaysTable({ stays, serviceLevel, currency, commission: levels, showCommission, highlight }: Props) {
  const { t } = useLingui()
  const { period } = useFormatDate()
  return (
    <div className="stays-table__scroll">
      <table className="stays-table">
        <caption className="visually-hidden">{t`Availability and prices per week`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Period`}</th>
            <th scope="col">{t`Price`}</th>
            {showCommission ? <th scope="col">{t`Commission`}</th> : null}
            <th scope="col">{t`Status`}</th>
          </tr>
        </thead>
        <tbody>
          {stays.map((stay) => {
            const rate = stay.rates[serviceLevel] ?? null
            const status = stayStatus(stay)
            const commission = commissionOf(rate, commissionLevelOf(stay._id, levels))
            return (
              <tr key={stay._id} className={stay.checkIn === highlight ? 'stays-table__row--highlight' : undefined}>
                <th scope="row">{period(stay)}</th>
                <td>{rate == null ? t`On request` : formatPrice(rate, currency)}</td>
                {showCommission ? <td>{commission == null ? '–' : formatAmount(commission, currency)}</td> : null}
                <td>
                  <span className={`status status--${status.replace(' ', '-')}`}>
                    <StatusLabel status={status} />
                  </span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
