import { Trans, useLingui } from '@lingui/react/macro'
import { addDays, dayNumber } from '#domain/dates/iso-date.ts'
import { isoWeekday, type Night } from '#domain/extranet/calendar.ts'
import { INTL_LOCALES } from '#domain/format/format-date.ts'
import { formatPrice } from '#domain/format/format-price.ts'

type Props = {
  month: string
  nights: Night[]
  currency: string
  selected: { from: string; to: string } | null
  onPick: (date: string) => void
}

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10)
}
export const monthRange = (month: string) => ({ from: `${month}-01`, to: lastDay(month) })

/**
 * One month of a room's nights, Monday first: each night's price (or on request), the rooms left to sell, and
 * stop-sell, and its restrictions (closed to arrival 'CTA', to departure 'CTD', the minimum stay); a night is a button that puts it into the change form (a tap on a phone).
 */
export function CalendarMonth({ month, nights, currency, selected, onPick }: Props) {
  const { t, i18n } = useLingui()
  const locale = INTL_LOCALES[i18n.locale === 'de' ? 'de' : 'en']
  const { from, to } = monthRange(month)
  const byDate = new Map(nights.map((n) => [n.date, n]))
  const days: string[] = []
  for (let d = from; dayNumber(d) <= dayNumber(to); d = addDays(d, 1)) days.push(d)
  const lead = isoWeekday(from) - 1
  const weekdayNames = [1, 2, 3, 4, 5, 6, 7].map((n) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2027, 0, 3 + n))),
  )
  const longDay = (iso: string) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    )
  /** A night's restrictions, short for the cell and long for screen readers. */
  const restrictionsOf = (night: Night) => [
    ...(night.closedToArrival ? [{ short: t`CTA`, long: t`closed to arrival` }] : []),
    ...(night.closedToDeparture ? [{ short: t`CTD`, long: t`closed to departure` }] : []),
    ...(night.minStay ? [{ short: t`min ${night.minStay}`, long: t`minimum stay ${night.minStay} nights` }] : []),
  ]
  const isSelected = (d: string) =>
    selected !== null && dayNumber(d) >= dayNumber(selected.from) && dayNumber(d) <= dayNumber(selected.to)
  return (
    <div className="extranet-month" role="group" aria-label={t`Nights`}>
      {weekdayNames.map((name) => (
        <span key={name} className="extranet-month__weekday" aria-hidden="true">
          {name}
        </span>
      ))}
      {Array.from({ length: lead }, (_, i) => (
        <span key={`lead-${i}`} aria-hidden="true" />
      ))}
      {days.map((d) => {
        const night = byDate.get(d)
        const price = night?.price === null || !night ? t`On request` : formatPrice(night.price, currency)
        // on a phone the cell shows the amount without the currency (the page names it)
        const amount =
          night?.price === null || !night
            ? t`On request`
            : formatPrice(night.price, currency).replace(`${currency} `, '')
        const state = !night
          ? t`not open`
          : night.closed
            ? t`stop-sell`
            : night.available === 0
              ? t`sold out`
              : t`${night.available} to sell`
        const restrictions = night ? restrictionsOf(night) : []
        return (
          <button
            key={d}
            type="button"
            className={[
              'extranet-night',
              night?.closed ? 'extranet-night--closed' : '',
              night && night.available === 0 ? 'extranet-night--sold' : '',
              isSelected(d) ? 'extranet-night--selected' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            aria-pressed={isSelected(d)}
            aria-label={[`${longDay(d)}: ${price}, ${state}`, ...restrictions.map((r) => r.long)].join(', ')}
            onClick={() => onPick(d)}
          >
            <span className="extranet-night__day">{Number(d.slice(8))}</span>
            <span className="extranet-night__price" aria-hidden="true">
              {night ? (
                <>
                  <span className="extranet-night__long">{price}</span>
                  <span className="extranet-night__short">{amount}</span>
                </>
              ) : (
                '—'
              )}
            </span>
            <span className="extranet-night__state" aria-hidden="true">
              {night?.closed ? (
                <>
                  <span className="extranet-night__long">
                    <Trans>Stop-sell</Trans>
                  </span>
                  <span className="extranet-night__short">✕</span>
                </>
              ) : night ? (
                String(night.available)
              ) : (
                ''
              )}
            </span>
            {restrictions.length ? (
              <span className="extranet-night__restrictions" aria-hidden="true">
                {restrictions.map((r) => r.short).join(' ')}
              </span>
            ) : null}
          </button>
        )
      })}
    </div>
  )
}
