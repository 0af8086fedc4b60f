import { track } from '#lib/analytics/track.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { useId, useMemo, useRef, useState } from 'react'
import { EMPTY_HOTEL_SEARCH_FILTER, type HotelSearchFilter } from '#domain/hotels/hotel-search-filter.ts'
import { useAppForm } from '#ui/form/app-form.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { hotelFacilitiesQueryOptions, hotelLocationsQueryOptions } from '#lib/catalogue/queries.ts'
import { hotelSearchProgramsQueryOptions } from '#lib/hotels/queries.ts'
import { HotelSearchMoreFilters } from './search-form-filters.tsx'
import {
  createHotelSearchFormSchema,
  earliestCheckIn,
  filterToFormValues,
  formValuesToFilter,
  secondaryFilterCount,
  submitState,
  type PaymentProfilePolicy,
} from './search-form-model.ts'
import { HotelSearchPrimaryFields } from './search-form-primary.tsx'
import { useHotelSearchMessageTranslator } from './search-messages.ts'
import { focusFirstInvalid } from '#ui/form/focus-first-invalid.ts'

type Props = {
  initialFilter: HotelSearchFilter
  policy: PaymentProfilePolicy
  onApply: (filter: HotelSearchFilter) => void
}

/**
 * The hotel search filter form (docs/product/hotels.md#search): every field of the filter, Search
 * and Reset Filter. Messages appear next to their fields; Search waits for a destination once both
 * dates are set, and does nothing with one date only.
 */
export function HotelSearchForm({ initialFilter, policy, onApply }: Props) {
  const { t } = useLingui()
  const translate = useHotelSearchMessageTranslator()
  const locations = useQuery(hotelLocationsQueryOptions())
  const programs = useQuery(hotelSearchProgramsQueryOptions())
  const hotelFacilities = useQuery(hotelFacilitiesQueryOptions('hotel'))
  const roomFacilities = useQuery(hotelFacilitiesQueryOptions('room'))
  const formRef = useRef<HTMLFormElement>(null)
  const panelId = useId()
  // the long lists stay folded unless the applied filter uses them
  const [open, setOpen] = useState(() => secondaryFilterCount(filterToFormValues(initialFilter, policy)) > 0)
  const today = earliestCheckIn()
  const schema = useMemo(() => createHotelSearchFormSchema(policy), [policy])
  // the form reads its filter once: a filter applied elsewhere remounts it (the page keys it)
  const [defaultValues] = useState(() => filterToFormValues(initialFilter, policy))
  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (submitState(value) !== 'ready') return
      const filter = formValuesToFilter(value, policy)
      if (!filter) return
      const { destination, ...rest } = filter
      track({ msg: 'hotel search', data: { destination: destination ?? null, filter: rest } })
      onApply(filter)
    },
    onSubmitInvalid: () => focusFirstInvalid(formRef),
  })
  const waiting = useStore(form.store, (state) => submitState(state.values) === 'needs-destination')
  const chosen = useStore(form.store, (state) => secondaryFilterCount(state.values))
  const reset = () => {
    // keepDefaultValues: the form's options keep their defaults, so a re-render cannot bring them back
    form.reset(filterToFormValues(EMPTY_HOTEL_SEARCH_FILTER, policy), { keepDefaultValues: true })
    onApply(EMPTY_HOTEL_SEARCH_FILTER)
  }
  const visiblePrograms = (programs.data ?? []).filter((program) => program.isVisibleInHotelSearch)
  return (
    <FieldMessagesProvider translate={translate}>
      <form
        ref={formRef}
        className="hotel-search-form"
        role="search"
        aria-label={t`Search hotels`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <HotelSearchPrimaryFields form={form} locations={locations.data ?? []} today={today} policy={policy} />
        <div className="hotel-search-form__more">
          <button
            type="button"
            className="hotel-search-form__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            {open ? <Trans>Fewer filters</Trans> : <Trans>More filters</Trans>}
            {chosen > 0 ? (
              <>
                <span className="hotel-search-form__count" aria-hidden="true">
                  {chosen}
                </span>
                <span className="visually-hidden">
                  <Trans>({chosen} chosen)</Trans>
                </span>
              </>
            ) : null}
          </button>
          <div id={panelId} className="hotel-search-form__panel" hidden={!open}>
            <HotelSearchMoreFilters
              form={form}
              programs={visiblePrograms}
              hotelFacilities={hotelFacilities.data ?? []}
              roomFacilities={roomFacilities.data ?? []}
              locations={locations.data ?? []}
            />
          </div>
        </div>
        <div className="hotel-search-form__actions">
          <button type="button" className="button button--ghost" onClick={reset}>
            <Trans>Reset Filter</Trans>
          </button>
          <button type="submit" className="button button--primary hotel-search-form__submit" disabled={waiting}>
            <Trans>Search</Trans>
          </button>
        </div>
      </form>
    </FieldMessagesProvider>
  )
}
