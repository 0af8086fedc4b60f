import './search-form.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { useAppForm } from '#ui/form/app-form.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { MEDIA, useMediaQuery } from '#ui/use-media-query.ts'
import { propertyFacilitiesQueryOptions } from '#lib/catalogue/queries.ts'
import { searchDestinationsQueryOptions } from './queries.ts'
import { SearchSecondaryFilters } from './search-form-filters.tsx'
import { createSearchFormSchema, filterToFormValues, formValuesToFilter } from './search-form-model.ts'
import { SearchPrimaryFields } from './search-form-primary.tsx'
import { useSearchMessageTranslator } from './search-messages.ts'
import { useApplySearch } from './use-apply-search.ts'
import { focusFirstInvalid } from '#ui/form/focus-first-invalid.ts'

type Props = {
  initialFilter: PropertySearchFilter
  /** 'row': the landing's one-line form (destination, dates, adults); 'full': every filter */
  variant?: 'full' | 'row'
}

const schema = createSearchFormSchema()

/**
 * The property search form (docs/product/storefront-search.md#form-fields);
 * validation messages appear next to their fields.
 */
export function PropertySearchForm({ initialFilter, variant = 'full' }: Props) {
  const { t } = useLingui()
  const translate = useSearchMessageTranslator()
  const applySearch = useApplySearch()
  const destinations = useQuery(searchDestinationsQueryOptions())
  const facilities = useQuery({ ...propertyFacilitiesQueryOptions(), enabled: variant === 'full' })
  const formRef = useRef<HTMLFormElement>(null)
  const panelId = useId()
  // open on a desktop until the visitor toggles it (a server-rendered form hydrates closed, as its
  // HTML is, and opens on a desktop before the first paint)
  const desktop = useMediaQuery(MEDIA.desktop)
  const [toggled, setOpen] = useState<boolean | null>(null)
  const open = toggled ?? desktop
  const today = localIsoDate()
  const form = useAppForm({
    defaultValues: filterToFormValues(initialFilter),
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      const filter = formValuesToFilter(value)
      if (filter) await applySearch(filter)
    },
    onSubmitInvalid: () => focusFirstInvalid(formRef),
  })
  const row = variant === 'row'
  return (
    <FieldMessagesProvider translate={translate}>
      <form
        ref={formRef}
        className={row ? 'search-form search-form--row' : 'search-form'}
        role="search"
        aria-label={t`Search properties`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <SearchPrimaryFields form={form} destinations={destinations.data ?? []} today={today} compact={row} />
        {row ? null : (
          <div className="search-form__more">
            <button
              type="button"
              className="search-form__toggle"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
            >
              {open ? <Trans>Fewer filters</Trans> : <Trans>More filters</Trans>}
            </button>
            <div id={panelId} className="search-form__panel" hidden={!open}>
              <SearchSecondaryFilters form={form} facilities={facilities.data ?? []} />
            </div>
          </div>
        )}
        <div className="search-form__actions">
          <button type="submit" className="button button--primary search-form__submit">
            <Trans>Search</Trans>
          </button>
        </div>
      </form>
    </FieldMessagesProvider>
  )
}
