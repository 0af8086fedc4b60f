import './cards.css'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useRef, useState } from 'react'

/** The card grid shows 12 cards at first and 12 more per step (docs/product/storefront-search.md#results). */
const GRID_STEP = 12

type Props<T> = {
  items: readonly T[]
  /** all matching items (items may hold only the pages loaded so far) */
  total: number
  renderItem: (item: T, index: number) => ReactNode
  /** loads the next page when the grid wants more than is loaded */
  loadMore?: () => void
  loadingMore?: boolean
  label?: string
}

/** A grid that reveals GRID_STEP more cards per 'Show more', focusing the first new card. */
export function RevealGrid<T>({ items, total, renderItem, loadMore, loadingMore = false, label }: Props<T>) {
  const [visible, setVisible] = useState(GRID_STEP)
  const gridRef = useRef<HTMLDivElement>(null)
  const shown = Math.min(visible, items.length)
  const showMore = () => {
    const next = visible + GRID_STEP
    setVisible(next)
    if (next > items.length && items.length < total) loadMore?.()
    requestAnimationFrame(() => {
      gridRef.current?.querySelectorAll('article')[shown]?.querySelector<HTMLElement>('a')?.focus()
    })
  }
  return (
    <>
      <div className="property-grid" ref={gridRef} aria-label={label} role={label ? 'region' : undefined}>
        {items.slice(0, shown).map((item, index) => renderItem(item, index))}
      </div>
      {shown < total ? (
        <div className="reveal-more">
          <p className="reveal-more__count" aria-live="polite">
            <Trans>
              Showing {shown} of {total}
            </Trans>
          </p>
          <button type="button" className="button button--ghost" onClick={showMore} disabled={loadingMore}>
            {loadingMore ? <Trans>Loading...</Trans> : <Trans>Show more</Trans>}
          </button>
        </div>
      ) : null}
    </>
  )
}
