import { Trans } from '@lingui/react/macro'
import { dismissFeatureHint, useShowsFeatureHint } from '#lib/feature-hint-storage.ts'

/**
 * The feature hint of the agents' hotel search (docs/product/hotels.md#the-feature-hint): the
 * header's global search, shown until it is used or put away, and again after 30 days without use.
 */
export function GlobalSearchHint() {
  const shown = useShowsFeatureHint()
  if (!shown) return null
  return (
    <div className="feature-hint" role="note" aria-labelledby="global-search-hint-title">
      <p className="feature-hint__title" id="global-search-hint-title">
        <Trans>Tip: the search at the top</Trans>
      </p>
      <p className="feature-hint__text">
        <Trans>
          Type a hotel, resort or country into the search in the header (on a phone: the magnifier) and open it at once,
          without filling in the form.
        </Trans>
      </p>
      <button type="button" className="button button--ghost feature-hint__dismiss" onClick={() => dismissFeatureHint()}>
        <Trans>Got it</Trans>
      </button>
    </div>
  )
}
