import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatAmount, formatPrice } from '#domain/format/format-price.ts'
import type { Selection } from '#domain/hotels/selection.ts'
import { SelectionTotals } from '#ui/hotels/selection-totals.tsx'
import { useLabel } from '#lib/format/use-label.ts'
import { bedConfigurationText } from '#lib/labels/bed-labels.ts'
import { selectionCommission, selectionTotal } from '#domain/hotels/selection.ts'

type Props = { selection: Selection; showsCommission: boolean; markup: number | null }

/**
 * What the interest holds: each room with its rate and guests, the total ('On request' when a room
 * lacks a price), the commission where shown, and with a markup the price for the client.
 */
export function InterestSummary({ selection, showsCommission, markup }: Props) {
  const { t } = useLingui()
  const label = useLabel()
  const total = selectionTotal(selection)
  const commission = showsCommission ? selectionCommission(selection) : null
  return (
    <section className="interest-summary" aria-label={t`Your selection`}>
      <ul className="interest-summary__rooms">
        {selection.rooms.flatMap((room) =>
          room.entries.map((entry) => (
            <li key={entry.key}>
              <span className="interest-summary__room">{room.roomName}</span>
              <span className="interest-summary__rate">
                {entry.offer.rateName} · <Plural value={entry.numAdults} one="# adult" other="# adults" />
                {entry.numChildren > 0 ? (
                  <>
                    , <Plural value={entry.numChildren} one="# child" other="# children" />
                  </>
                ) : null}
                {entry.offer.requestedBedConfiguration
                  ? ` · ${bedConfigurationText(label, entry.offer.requestedBedConfiguration)}`
                  : ''}
              </span>
              <span className="interest-summary__price">
                {entry.offer.priceTotal === null
                  ? t`On request`
                  : formatPrice(entry.offer.priceTotal, entry.offer.currency)}
              </span>
            </li>
          )),
        )}
      </ul>
      {total ? (
        <SelectionTotals className="interest-summary__totals" total={total} commission={commission}>
          {markup !== null && markup > 0 && total.total !== null ? (
            <div>
              <dt>
                <Trans>Price for your client</Trans>
              </dt>
              <dd>{formatAmount(total.total + markup, total.currency)}</dd>
            </div>
          ) : null}
        </SelectionTotals>
      ) : null}
    </section>
  )
}
