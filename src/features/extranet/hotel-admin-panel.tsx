import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import * as v from 'valibot'
import { RESORT_COUNTRIES } from '#domain/catalogue/resorts.ts'
import { NEW_HOTEL_MESSAGES as M, NewHotelSchema } from '#domain/hotels/new-hotel.ts'
import { HOTEL_CATEGORIES } from '#domain/hotels/types.ts'
import { api } from '#lib/api-client.ts'
import { ApiError } from '#lib/api-errors.ts'
import { hotelKeys } from '#lib/hotels/queries.ts'
import { hotelCategoryLabel } from '#lib/labels/hotel-labels.ts'
import { failureText } from '#ui/failure-text.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { overviewQueryOptions } from './queries.ts'

type Props = {
  hotelId: string
  /** the new hotel is shown (its id), or after a delete none (undefined: the first of the list) */
  onChosen: (hotelId: string | undefined) => void
}

type Draft = {
  name: string
  category: string
  country: string
  city: string
  sector: string
  latitude: string
  longitude: string
  currency: string
  maxKeys: string
}
const EMPTY: Draft = {
  name: '',
  category: '',
  country: '',
  city: '',
  sector: '',
  latitude: '',
  longitude: '',
  currency: 'EUR',
  maxKeys: '',
}

/** '47,17' and '47.17' are numbers; blank stays missing (the schema says which field). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')))
const toBody = (d: Draft) => ({
  name: d.name,
  category: d.category,
  country: d.country,
  city: d.city,
  ...(d.sector.trim() ? { sector: d.sector } : {}),
  latitude: numberOf(d.latitude),
  longitude: numberOf(d.longitude),
  currency: d.currency,
  maxKeys: numberOf(d.maxKeys),
})

const MESSAGES: Record<string, MessageDescriptor> = {
  [M.name]: msg`Please enter the hotel’s name`,
  [M.category]: msg`Please choose a category`,
  [M.country]: msg`Please choose a country`,
  [M.city]: msg`Please enter the city`,
  [M.latitude]: msg`Please enter a latitude between -90 and 90`,
  [M.longitude]: msg`Please enter a longitude between -180 and 180`,
  [M.currency]: msg`Please use a three-letter currency code such as EUR or CHF`,
  [M.maxKeys]: msg`Please enter the number of keys (1 to 2000)`,
  [M.tooLong]: msg`Please use at most 120 characters`,
  [M.palace]: msg`5 Star Palace is a distinction of hotels in France`,
}

/**
 * Our admins add a hotel (POST /api/hotels: the fewest fields; the rest is the hotel page's) and delete one made by
 * mistake (DELETE /api/hotels/{id}, after a confirmation; a hotel that agencies' interests or chats refer to is
 * refused, and the page says so). Decision 132 (the API) and 142 (this screen).
 */
export function HotelAdminPanel({ hotelId, onChosen }: Props) {
  const [adding, setAdding] = useState(false)
  return (
    <div className="extranet-admin">
      {adding ? (
        <AddHotelForm
          onDone={(id) => {
            setAdding(false)
            if (id) onChosen(id)
          }}
        />
      ) : (
        <button type="button" className="button button--ghost button--small" onClick={() => setAdding(true)}>
          <Trans>Add a hotel</Trans>
        </button>
      )}
      <DeleteHotel key={hotelId} hotelId={hotelId} onDeleted={() => onChosen(undefined)} />
    </div>
  )
}

function AddHotelForm({ onDone }: { onDone: (hotelId: string | null) => void }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const translate = useCallback((m: string) => (MESSAGES[m] ? i18n._(MESSAGES[m]) : m), [i18n])
  const [failure, setFailure] = useState<string | null>(null)
  const { form, ref, onSubmit } = useStepForm<Draft>({
    initial: EMPTY,
    schema: NewHotelSchema,
    toBody,
    onValid: async (draft) => {
      setFailure(null)
      try {
        const made = await api.post<{ _id: string }>('/hotels', v.parse(NewHotelSchema, toBody(draft)))
        showToast(t`The hotel is added: fill in its page below.`, { tone: 'positive' })
        await queryClient.invalidateQueries({ queryKey: hotelKeys.all })
        onDone(made._id)
      } catch (error) {
        // what was typed stays: the form is still here
        setFailure(failureText(error, i18n, translate))
      }
    },
  })
  return (
    <FieldMessagesProvider translate={translate}>
      <form
        ref={ref}
        className="extranet-form extranet-item"
        aria-label={t`Add a hotel`}
        noValidate
        onSubmit={onSubmit}
      >
        <h2 className="extranet-section__title">
          <Trans>Add a hotel</Trans>
        </h2>
        <form.AppField name="name">
          {(field) => <field.TextField label={t`Name of the hotel`} autoComplete="off" maxLength={120} />}
        </form.AppField>
        <div className="extranet-section__pair">
          <form.AppField name="category">
            {(field) => (
              <field.SelectField
                label={t`Category`}
                placeholder={t`Choose a category`}
                options={HOTEL_CATEGORIES.map((c) => ({ value: c, label: label(i18n, hotelCategoryLabel(c)) }))}
              />
            )}
          </form.AppField>
          <form.AppField name="country">
            {(field) => (
              <field.SelectField
                label={t`Country`}
                placeholder={t`Choose a country`}
                options={RESORT_COUNTRIES.map((c) => ({ value: c, label: countryName(i18n.locale, c) }))}
              />
            )}
          </form.AppField>
          <form.AppField name="city">
            {(field) => <field.TextField label={t`City`} autoComplete="off" maxLength={120} />}
          </form.AppField>
          <form.AppField name="sector">
            {(field) => <field.TextField label={t`Sector (optional)`} autoComplete="off" maxLength={120} />}
          </form.AppField>
          <form.AppField name="latitude">
            {(field) => <field.TextField label={t`Latitude, e.g. 47.17`} inputMode="decimal" maxLength={20} />}
          </form.AppField>
          <form.AppField name="longitude">
            {(field) => <field.TextField label={t`Longitude, e.g. 10.17`} inputMode="decimal" maxLength={20} />}
          </form.AppField>
          <form.AppField name="currency">
            {(field) => <field.TextField label={t`Currency`} autoComplete="off" maxLength={3} />}
          </form.AppField>
          <form.AppField name="maxKeys">
            {(field) => <field.TextField label={t`Number of keys`} inputMode="numeric" maxLength={4} />}
          </form.AppField>
        </div>
        <div className="extranet-form__actions">
          <button type="submit" className="button button--primary">
            <Trans>Add the hotel</Trans>
          </button>
          <button type="button" className="button button--ghost" onClick={() => onDone(null)}>
            <Trans>Cancel</Trans>
          </button>
        </div>
        {failure ? (
          <p className="extranet-failure" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </FieldMessagesProvider>
  )
}

/** The resorts' countries in the page's language (the browser's own names: no catalog of country names here). */
const REGIONS: Record<string, string> = { France: 'FR', Switzerland: 'CH', Austria: 'AT', Italy: 'IT' }
function countryName(locale: string, country: string): string {
  const region = REGIONS[country]
  try {
    return (region && new Intl.DisplayNames([locale], { type: 'region' }).of(region)) || country
  } catch {
    return country
  }
}

const label = (i18n: ReturnType<typeof useLingui>['i18n'], l: MessageDescriptor | string) =>
  typeof l === 'string' ? l : i18n._(l)

/** The server's 409 ('Agencies have 2 saved interests and 1 chat with this hotel: …') in the page's language. */
function useRefusal() {
  const { t } = useLingui()
  return (message: string) => {
    const counts = /^Agencies have (\d+) saved interests? and (\d+) chats? with this hotel/.exec(message)
    if (!counts) return message
    const interests = plural(Number(counts[1]), { one: '# saved interest', other: '# saved interests' })
    const chats = plural(Number(counts[2]), { one: '# chat', other: '# chats' })
    return t`This hotel cannot be deleted: agencies have ${interests} and ${chats} with it.`
  }
}

function DeleteHotel({ hotelId, onDeleted }: { hotelId: string; onDeleted: () => void }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const refusal = useRefusal()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  // the page's own answer (the hotel search's list may not hold a hotel just added)
  const known = useQuery(overviewQueryOptions(hotelId)).data?.hotel.name
  const name = known ?? t`this hotel`
  const remove = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await api.delete(`/hotels/${hotelId}`)
      setConfirming(false)
      showToast(known ? t`The hotel ${known} is deleted.` : t`The hotel is deleted.`, { tone: 'positive' })
      await queryClient.invalidateQueries({ queryKey: hotelKeys.all })
      onDeleted()
    } catch (error) {
      setConfirming(false)
      setFailure(error instanceof ApiError && error.status === 409 ? refusal(error.message) : failureText(error, i18n))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="extranet-admin__delete">
      {confirming ? (
        <div role="alertdialog" aria-label={t`Delete ${name}?`} className="extranet-item">
          <p>
            <Trans>
              Delete {name} with its rooms, rate plans and nights? This cannot be undone. A hotel that agencies saved or
              chat with is never deleted.
            </Trans>
          </p>
          <div className="extranet-form__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void remove()}>
              <Trans>Yes, delete the hotel</Trans>
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(true)}>
          <Trans>Delete this hotel</Trans>
        </button>
      )}
      {failure ? (
        <p className="extranet-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  )
}
