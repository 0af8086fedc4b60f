import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import type { Selection, SelectionEntry } from '#domain/hotels/selection.ts'
import {
  removeOffer,
  resetSelection,
  selectionCommission,
  selectionCount,
  selectionTotal,
} from '#domain/hotels/selection.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { bedConfigurationText } from '#lib/labels/bed-labels.ts'
import { SelectionTotals } from '#ui/hotels/selection-totals.tsx'
import { totalPriceText } from './offer-display.ts'
import { keepScroll } from './keep-scroll.ts'

type Props = {
  hotelId: string
  search: HotelPageSearch
  selection: Selection
  update: (change: (s: Selection) => Selection) => void
  signedIn: boolean
  showsCommission: boolean
}

/** The guests of one room unit: '2 adults, 1 child (7)'. */
export function GuestsText({ entry }: { entry: Pick<SelectionEntry, 'numAdults' | 'numChildren' | 'childrenAges'> }) {
  const ages = entry.childrenAges.length ? ` (${entry.childrenAges.join(', ')})` : ''
  return (
    <>
      <Plural value={entry.numAdults} one="# adult" other="# adults" />
      {entry.numChildren > 0 ? (
        <>
          , <Plural value={entry.numChildren} one="# child" other="# children" />
          {ages}
        </>
      ) : null}
    </>
  )
}

/**
 * The selection on the hotel page (docs/product/hotels.md#selection): each room with its offers
 * (remove one), the total ('On request' when a room lacks a price), commission where shown, Reset
 * selection and Save interest (signed in) or, once saved, See on Dashboard.
 */
export function SelectionSummary({ hotelId, search, selection, update, signedIn, showsCommission }: Props) {
  const { t } = useLingui()
  const label = useLabel()
  const { period } = useFormatDate()
  const count = selectionCount(selection)
  if (count === 0 && !selection.savedInterestId) return null
  const total = selectionTotal(selection)
  const commission = showsCommission ? selectionCommission(selection) : null
  return (
    <section className="selection-summary" aria-labelledby="selection-summary-title">
      <header className="selection-summary__header">
        <h3 id="selection-summary-title" className="selection-summary__title">
          <Trans>Your selection</Trans>
        </h3>
        <p className="selection-summary__meta">
          {period({ checkIn: selection.checkInDate, checkOut: selection.checkOutDate })} ·{' '}
          <Plural value={count} one="# room" other="# rooms" />
        </p>
      </header>
      <ul className="selection-summary__rooms">
        {selection.rooms.map((room) =>
          room.entries.map((entry) => (
            <li key={entry.key} className="selection-summary__entry">
              <div>
                <p className="selection-summary__room">{room.roomName}</p>
                <p className="selection-summary__detail">
                  {entry.offer.rateName} · <GuestsText entry={entry} />
                  {entry.offer.requestedBedConfiguration
                    ? ` · ${bedConfigurationText(label, entry.offer.requestedBedConfiguration)}`
                    : ''}
                </p>
              </div>
              <p className="selection-summary__price">{totalPriceText(entry.offer) ?? t`On request`}</p>
              <button
                type="button"
                className="selection-summary__remove"
                aria-label={t`Remove ${entry.offer.rateName} for ${room.roomName}`}
                onClick={() => update((s) => removeOffer(s, room.roomId, entry.key))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          )),
        )}
      </ul>
      {total ? <SelectionTotals className="selection-summary__totals" total={total} commission={commission} /> : null}
      <div className="selection-summary__actions">
        {count > 0 ? (
          <button type="button" className="button button--ghost" onClick={() => update(resetSelection)}>
            <Trans>Reset selection</Trans>
          </button>
        ) : null}
        <SaveAction hotelId={hotelId} search={search} selection={selection} signedIn={signedIn} />
      </div>
    </section>
  )
}

function SaveAction({
  hotelId,
  search,
  selection,
  signedIn,
}: Pick<Props, 'hotelId' | 'search' | 'selection' | 'signedIn'>) {
  if (selection.savedInterestId)
    return (
      <Link
        to="/partner/dashboard"
        search={{ 'hotel-lead-id': selection.savedInterestId }}
        className="button button--primary"
      >
        <Trans>See on Dashboard</Trans>
      </Link>
    )
  if (!signedIn)
    return (
      <p className="selection-summary__note">
        <Trans>Sign in to save this selection as an interest.</Trans>
      </p>
    )
  // its code is fetched once the button is on screen, so that the dialog opens offline too (it says
  // there that saving needs a connection: docs/product/hotels.md#offline)
  return (
    <Link
      to="/hotels/$hotelId/save-interest"
      preload="viewport"
      resetScroll={false}
      state={keepScroll}
      params={{ hotelId }}
      search={search}
      className="button button--primary"
    >
      <Trans>Save interest</Trans>
    </Link>
  )
}
