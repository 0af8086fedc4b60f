import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { FACILITY_KINDS, NewFacilitySchema, type FacilityKind } from '#domain/facilities/facility.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { FacilityNameFields } from './facility-name-fields.tsx'
import { FacilityRow } from './facility-row.tsx'
import { editableFacilitiesQueryOptions, useFacilityMutations } from './queries.ts'

/** The admins' facilities page (docs/product/extranet.md#facilities-hotels-and-leads): add, rename in EN/DE, delete. */
export function FacilitiesPage() {
  const { t } = useLingui()
  const list = useQuery(editableFacilitiesQueryOptions())
  const kindLabel: Record<FacilityKind, string> = {
    property: t`Property facilities`,
    hotel: t`Hotel facilities`,
    room: t`Room facilities`,
  }
  return (
    <article className="lead-page" id="pageContent" aria-labelledby="facilities-title">
      <h1 id="facilities-title" className="leads-dashboard__title">
        <Trans>Facilities</Trans>
      </h1>
      <AddFacility kindLabel={kindLabel} />
      {list.isPending ? <p>{t`Loading...`}</p> : null}
      {list.isError ? <p role="alert">{t`Unfortunately, an error occured.`}</p> : null}
      {FACILITY_KINDS.map((kind) => (
        <section key={kind} aria-label={kindLabel[kind]}>
          <h2 className="lead-page__heading">{kindLabel[kind]}</h2>
          <ul className="lead-page__list">
            {(list.data ?? [])
              .filter((f) => f.kind === kind)
              .map((f) => (
                <FacilityRow key={`${f._id}:${f.name.en}:${f.name.de}`} facility={f} />
              ))}
          </ul>
        </section>
      ))}
    </article>
  )
}

function AddFacility({ kindLabel }: { kindLabel: Record<FacilityKind, string> }) {
  const { t } = useLingui()
  const id = useId()
  const { add } = useFacilityMutations()
  const [kind, setKind] = useState<FacilityKind>('hotel')
  const [names, setNames] = useState({ en: '', de: '' })
  const [error, setError] = useState<string | null>(null)
  return (
    <form
      className="lead-page__block"
      aria-label={t`Add a facility`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = v.safeParse(NewFacilitySchema, { kind, name: names })
        if (!parsed.success)
          return setError(
            t`Please enter both names (at most 80 characters), different from the other facilities of this kind.`,
          )
        setError(null)
        add.mutate(parsed.output, {
          onSuccess: () => (setNames({ en: '', de: '' }), showToast(t`The facility was added.`, { tone: 'positive' })),
          onError: () =>
            setError(
              t`Please enter both names (at most 80 characters), different from the other facilities of this kind.`,
            ),
        })
      }}
    >
      <h2 className="lead-page__heading">
        <Trans>Add a facility</Trans>
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-kind`}>
          <Trans>Kind</Trans>
        </label>
        <select
          id={`${id}-kind`}
          className="field__control"
          value={kind}
          onChange={(e) => setKind(e.target.value as FacilityKind)}
        >
          {FACILITY_KINDS.map((k) => (
            <option key={k} value={k}>
              {kindLabel[k]}
            </option>
          ))}
        </select>
      </div>
      <FacilityNameFields names={names} onChange={setNames} />
      <button type="submit" className="button button--primary" disabled={add.isPending}>
        <Trans>Add the facility</Trans>
      </button>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
