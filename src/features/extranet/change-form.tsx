import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import * as v from 'valibot'
import { WEEKDAYS } from '#domain/extranet/calendar.ts'
import { BulkChangeSchema, type BulkChangeOutput } from '#domain/extranet/schemas.ts'
import { INTL_LOCALES } from '#domain/format/format-date.ts'
import { api } from '#lib/api-client.ts'
import { failureText } from '#ui/failure-text.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useExtranetMessageTranslator } from './extranet-messages.ts'

type Fields = {
  from: string
  to: string
  weekdays: string[]
  price: string
  onRequest: boolean
  available: string
  stopSell: '' | 'stop' | 'open'
  arrival: '' | 'close' | 'open'
  departure: '' | 'close' | 'open'
  minStay: string
  noMinStay: boolean
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')))

/** The form's values as the API's change (a blank field keeps the nights' value). */
function toBody(roomId: string) {
  return (f: Fields) => ({
    roomId,
    from: f.from,
    to: f.to,
    weekdays: f.weekdays.map(Number),
    ...(f.onRequest ? { price: null } : number(f.price) !== undefined ? { price: number(f.price) } : {}),
    ...(number(f.available) !== undefined ? { available: number(f.available) } : {}),
    ...(f.stopSell ? { stopSell: f.stopSell === 'stop' } : {}),
    ...(f.arrival ? { closedToArrival: f.arrival === 'close' } : {}),
    ...(f.departure ? { closedToDeparture: f.departure === 'close' } : {}),
    ...(f.noMinStay ? { minStay: null } : number(f.minStay) !== undefined ? { minStay: number(f.minStay) } : {}),
  })
}

type Props = {
  hotelId: string
  roomId: string
  currency: string
  /** the night(s) picked in the calendar (a new pick starts a new form: the page keys it by the range) */
  range: { from: string; to: string }
  onChanged: () => void
}

/**
 * A change of a room's nights (docs/product/extranet.md#screens): the range and the weekdays, then a new price (or
 * on request), the rooms to sell, stop-sell, closed to arrival / departure and the minimum stay, each left blank to keep; 'Preview' says how many nights would
 * change, 'Apply' changes them.
 */
export function ChangeForm({ hotelId, roomId, currency, range, onChanged }: Props) {
  const { t, i18n } = useLingui()
  const translate = useExtranetMessageTranslator()
  const [failure, setFailure] = useState<string | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const send = async (body: BulkChangeOutput, dryRun: boolean) => {
    setFailure(null)
    setBusy(true)
    try {
      const answer = await api.post<{ nights: number }>(
        `/extranet/hotels/${hotelId}/calendar${dryRun ? '?dryRun' : ''}`,
        body,
      )
      const n = answer.nights
      if (dryRun)
        setPreview(t({ message: plural(n, { one: '# night would change.', other: '# nights would change.' }) }))
      else {
        setPreview(null)
        showToast(t({ message: plural(n, { one: '# night changed.', other: '# nights changed.' }) }), {
          tone: 'positive',
        })
        onChanged()
      }
    } catch (error) {
      setFailure(failureText(error, i18n, translate))
    } finally {
      setBusy(false)
    }
  }
  // which button submitted: read when the form is valid (state would lag one render behind)
  const mode = useRef<'preview' | 'apply'>('apply')
  const { form, ref, onSubmit } = useStepForm<Fields>({
    initial: {
      from: range.from,
      to: range.to,
      weekdays: WEEKDAYS.map(String),
      price: '',
      onRequest: false,
      available: '',
      stopSell: '',
      arrival: '',
      departure: '',
      minStay: '',
      noMinStay: false,
    },
    schema: BulkChangeSchema,
    toBody: toBody(roomId),
    onValid: (values) => send(v.parse(BulkChangeSchema, toBody(roomId)(values)), mode.current === 'preview'),
  })
  const locale = INTL_LOCALES[i18n.locale === 'de' ? 'de' : 'en']
  const weekdayOptions = WEEKDAYS.map((n) => ({
    value: String(n),
    label: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2027, 0, 3 + n)),
    ),
  }))
  return (
    <FieldMessagesProvider translate={translate}>
      <form ref={ref} className="extranet-form" noValidate onSubmit={onSubmit}>
        <div className="extranet-form__range">
          <form.AppField name="from">{(field) => <field.DateField label={t`First night`} />}</form.AppField>
          <form.AppField name="to">{(field) => <field.DateField label={t`Last night`} />}</form.AppField>
        </div>
        <form.AppField name="weekdays">
          {(field) => <field.CheckboxGroupField legend={t`On these weekdays`} options={weekdayOptions} columns={3} />}
        </form.AppField>
        <div className="extranet-form__values">
          <form.AppField name="price">
            {(field) => (
              <field.TextField
                label={t`Price per night (${currency})`}
                hint={t`Blank keeps each night's price.`}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </form.AppField>
          <form.AppField name="onRequest">
            {(field) => <field.CheckboxField label={t`On request (no price)`} />}
          </form.AppField>
          <form.AppField name="available">
            {(field) => (
              <field.TextField
                label={t`Rooms to sell`}
                hint={t`Blank keeps each night's rooms.`}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </form.AppField>
          <form.AppField name="stopSell">
            {(field) => (
              <field.SelectField
                label={t`Stop-sell`}
                options={[
                  { value: '', label: t`Keep as it is` },
                  { value: 'stop', label: t`Stop selling these nights` },
                  { value: 'open', label: t`Open these nights for sale` },
                ]}
              />
            )}
          </form.AppField>
        </div>
        <fieldset className="extranet-form__values extranet-form__restrictions">
          <legend>
            <Trans>Restrictions</Trans>
          </legend>
          <form.AppField name="arrival">
            {(field) => (
              <field.SelectField
                label={t`Arrival (CTA)`}
                options={[
                  { value: '', label: t`Keep as it is` },
                  { value: 'close', label: t`Closed to arrival` },
                  { value: 'open', label: t`Open to arrival` },
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="departure">
            {(field) => (
              <field.SelectField
                label={t`Departure (CTD)`}
                options={[
                  { value: '', label: t`Keep as it is` },
                  { value: 'close', label: t`Closed to departure` },
                  { value: 'open', label: t`Open to departure` },
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="minStay">
            {(field) => (
              <field.TextField
                label={t`Minimum stay (nights)`}
                hint={t`For stays beginning on these nights. Blank keeps each night's.`}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </form.AppField>
          <form.AppField name="noMinStay">
            {(field) => <field.CheckboxField label={t`No minimum stay`} />}
          </form.AppField>
        </fieldset>
        <div className="extranet-form__actions">
          <button
            type="submit"
            className="button button--ghost"
            disabled={busy}
            onClick={() => (mode.current = 'preview')}
          >
            <Trans>Preview</Trans>
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            onClick={() => (mode.current = 'apply')}
          >
            <Trans>Apply</Trans>
          </button>
        </div>
        {preview ? (
          <p className="extranet-form__preview" role="status">
            {preview}
          </p>
        ) : null}
        {failure ? (
          <p className="extranet-failure" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </FieldMessagesProvider>
  )
}
