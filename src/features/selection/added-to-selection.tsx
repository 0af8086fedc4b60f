import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import type { Selection } from '#domain/hotels/selection.ts'
import { resetSelection } from '#domain/hotels/selection.ts'
import { keepScroll } from './keep-scroll.ts'

type Props = {
  hotelId: string
  search: HotelPageSearch
  roomName: string
  count: number
  onAnother: () => void
  onReset: () => void
  update: (change: (s: Selection) => Selection) => void
}

/** After Add to selection: the confirmation, then add another room type, reset the selection, or save it. */
export function AddedToSelection({ hotelId, search, roomName, count, onAnother, onReset, update }: Props) {
  const heading = useRef<HTMLParagraphElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="added-to-selection">
      <p className="added-to-selection__title" role="status" tabIndex={-1} ref={heading}>
        <span className="added-to-selection__mark" aria-hidden="true">
          ✓
        </span>{' '}
        {count === 1 ? (
          <Trans>{roomName} added to selection</Trans>
        ) : (
          <Trans>
            {count} × {roomName} added to selection
          </Trans>
        )}
      </p>
      <p className="added-to-selection__text">
        <Trans>Add another room type, or save the selection as an interest for your client.</Trans>
      </p>
      <div className="added-to-selection__actions">
        <button type="button" className="button button--ghost" onClick={onAnother}>
          <Trans>Add another room type</Trans>
        </button>
        <Link
          to="/hotels/$hotelId/save-interest"
          resetScroll={false}
          state={keepScroll}
          params={{ hotelId }}
          search={search}
          className="button button--primary"
        >
          <Trans>Save interest</Trans>
        </Link>
        <button
          type="button"
          className="added-to-selection__reset"
          onClick={() => {
            update(resetSelection)
            onReset()
          }}
        >
          <Trans>Reset selection</Trans>
        </button>
      </div>
    </div>
  )
}
