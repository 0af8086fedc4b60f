import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { EditableFacility } from '#domain/facilities/facility.ts'
import { ApiError } from '#lib/api-errors.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { FacilityNameFields } from './facility-name-fields.tsx'
import { useFacilityMutations } from './queries.ts'

/** One facility: both names editable (Save renames), Delete asks first; a facility in use is refused by the server. */
export function FacilityRow({ facility }: { facility: EditableFacility }) {
  const { t } = useLingui()
  const { rename, remove } = useFacilityMutations()
  const [names, setNames] = useState(facility.name)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const changed = names.en !== facility.name.en || names.de !== facility.name.de
  const failed = (err: unknown) =>
    setError(
      err instanceof ApiError && err.status === 409
        ? t`This facility is in use: remove it from those hotels, properties or rooms first.`
        : err instanceof ApiError && err.status === 400
          ? t`Please enter both names (at most 80 characters), different from the other facilities of this kind.`
          : t`Unfortunately, an error occured.`,
    )
  return (
    <li className="lead-page__block">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setError(null)
          rename.mutate(
            { id: facility._id, name: names },
            { onSuccess: () => showToast(t`The facility was renamed.`, { tone: 'positive' }), onError: failed },
          )
        }}
      >
        <FacilityNameFields names={names} onChange={setNames} />
        <p className="lead-page__muted">
          <Trans>Used {facility.uses} times</Trans>
        </p>
        <button type="submit" className="button button--primary" disabled={!changed || rename.isPending}>
          <Trans>Save names</Trans>
        </button>{' '}
        {confirming ? (
          <span role="alertdialog" aria-label={t`Delete this facility?`}>
            <button
              type="button"
              className="button button--primary"
              onClick={() => (setConfirming(false), remove.mutate(facility._id, { onError: failed }))}
            >
              <Trans>Yes, delete the facility</Trans>
            </button>{' '}
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </button>
          </span>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
            <Trans>Delete</Trans>
          </button>
        )}
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  )
}
