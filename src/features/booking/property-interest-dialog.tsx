import './booking.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useMemo, useState } from 'react'
import * as v from 'valibot'
import type { Stay } from '#domain/catalogue/types.ts'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import { checkOutAfterCheckIn } from '#domain/dates/period.ts'
import { LEAD_MESSAGES } from '#domain/leads/lead-payload.ts'
import { sortServiceLevels } from '#domain/properties/catering.ts'
import { NetworkError } from '#lib/api-errors.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { useLabel } from '#lib/format/use-label.ts'
import { serviceLevelLabel } from '#lib/labels/domain-labels.ts'
import { HrefLink } from '#ui/catalogue/href-link.tsx'
import { Dialog } from '#ui/dialog.tsx'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { FormStatus } from '#ui/form/form-status.tsx'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { clientEntries, leadFormConfig, periodEntries, showsPriceDiscount } from './booking-form.ts'
import { translateLeadMessage, useLeadMessageTranslator } from './booking-messages.ts'
import type { InterestValues } from './booking-payload.ts'
import { toInterestPayload } from './booking-payload.ts'
import { dashboardHref } from './booking-wizard.tsx'
import { clearLeadDraft, readLeadDraft, writeLeadDraft } from './lead-draft.ts'
import { useSaveLead } from './mutations.ts'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { CLIENT_FIELDS, ClientFieldGroup } from '#ui/form/client-field-group.tsx'
import type { LeadProperty } from './wizard-context.ts'
import { showToast } from '#ui/toast/toast-store.ts'

type Props = {
  property: LeadProperty
  /** the property's stays (empty while they load): the price-discount rule reads them */
  stays: readonly Stay[]
  user: { _id: string; role: string | null }
  initialPeriod: { checkIn: string; checkOut: string } | null
  onClose: () => void
}

const EMPTY: InterestValues = {
  checkInDate: '',
  checkOutDate: '',
  serviceLevel: '',
  firstName: '',
  lastName: '',
  nationality: '',
  tls: '',
  cc: '',
  amexCardMember: '',
  requestPriceDiscount: false,
}

/** The property interest form's schema: period, service level, client with nationality, references (docs/product/leads.md#property-interest). */
export function interestSchema(
  today: string,
  serviceLevels: readonly string[],
  config: ReturnType<typeof leadFormConfig>,
) {
  const Interest = v.object({ ...periodEntries(today, serviceLevels), ...clientEntries(config, true) })
  return v.pipe(Interest, checkOutAfterCheckIn<v.InferOutput<typeof Interest>>('dated'))
}

/** …/save-interest: the property interest form as a dialog over the property page (status interest). */
export function PropertyInterestDialog({ property, stays, user, initialPeriod, onClose }: Props) {
  const { t, i18n } = useLingui()
  const brand = useBrand()
  const label = useLabel()
  const translate = useLeadMessageTranslator()
  const online = useOnlineStatus()
  const scope = `interest:${user._id}:${property._id}`
  const save = useSaveLead(null, `property:${scope}`)
  const [today] = useState(() => localIsoDate())
  const [savedId, setSavedId] = useState<string | null>(null)
  const config = useMemo(() => leadFormConfig(brand, user.role, false), [brand, user.role])
  const schema = useMemo(
    () => interestSchema(today, property.serviceLevels, config),
    [today, property.serviceLevels, config],
  )
  const [initial] = useState(() =>
    readLeadDraft(scope, {
      ...EMPTY,
      checkInDate: initialPeriod?.checkIn ?? '',
      checkOutDate: initialPeriod?.checkOut ?? '',
      serviceLevel: property.serviceLevels.length === 1 ? property.serviceLevels[0]! : '',
    }),
  )
  const failed = (error: unknown) =>
    showToast(
      error instanceof NetworkError
        ? t`Saving needs a connection. You are offline: nothing you typed is lost; save again once you are back online.`
        : translateLeadMessage(i18n, LEAD_MESSAGES.interestFailed),
      { tone: 'negative', kind: 'propertyInterest' },
    )
  const { form, ref, onSubmit } = useStepForm<InterestValues>({
    initial,
    validate: schemaValidator(schema),
    onChange: (values) => writeLeadDraft(scope, values),
    onValid: async (values) => {
      if (savedId || save.isPending) return
      try {
        const showsDiscount = showsPriceDiscount('interest', stays, values)
        const { _id } = await save.mutateAsync(toInterestPayload(values, property._id, config, showsDiscount))
        clearLeadDraft(scope)
        setSavedId(_id)
        showToast(translateLeadMessage(i18n, LEAD_MESSAGES.interestSaved), {
          tone: 'positive',
          kind: 'propertyInterest',
        })
      } catch (error) {
        failed(error)
      }
    },
  })
  const chosen = useStore(form.store, (s) => ({
    checkInDate: s.values.checkInDate,
    checkOutDate: s.values.checkOutDate,
  }))
  const checkIn = chosen.checkInDate
  // an interest may ask for a price discount as the booking wizard does (docs/product/leads.md#price-discount)
  const discount = showsPriceDiscount('interest', stays, chosen)
  const levels = sortServiceLevels(property.serviceLevels).map((level) => ({
    value: level,
    label: label(serviceLevelLabel(level)),
  }))
  const done = savedId !== null
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      eyebrow={<Trans>Save interest</Trans>}
      title={property.name}
      description={property.city}
      className="dialog--lead"
    >
      <FieldMessagesProvider translate={translate}>
        <form ref={ref} className="lead-form" noValidate onSubmit={onSubmit} aria-label={t`Save interest`}>
          <fieldset className="lead-form__group" disabled={done}>
            <legend className="lead-form__legend">
              <Trans>Period</Trans>
            </legend>
            <div className="lead-form__row">
              <form.AppField name="checkInDate">
                {(field) => <field.DateField label={t`Check-in`} min={today} />}
              </form.AppField>
              <form.AppField name="checkOutDate">
                {(field) => <field.DateField label={t`Check-out`} min={checkIn || today} />}
              </form.AppField>
            </div>
            <form.AppField name="serviceLevel">
              {(field) => (
                <field.SelectField label={t`Service level`} placeholder={t`Please choose`} options={levels} />
              )}
            </form.AppField>
            {discount ? (
              <form.AppField name="requestPriceDiscount">
                {(field) => <field.CheckboxField label={t`Request a price discount for this period`} />}
              </form.AppField>
            ) : null}
          </fieldset>
          <fieldset className="lead-form__group" disabled={done}>
            <legend className="lead-form__legend">
              <Trans>Client</Trans>
            </legend>
            <ClientFieldGroup form={form} fields={CLIENT_FIELDS} config={config}>
              <form.AppField name="nationality">
                {(field) => <field.TextField label={t`Nationality`} autoComplete="off" />}
              </form.AppField>
            </ClientFieldGroup>
          </fieldset>
          <FormStatus
            state={save.isPending ? 'sending' : online ? 'idle' : 'negative'}
            sending={<Trans>Saving...</Trans>}
            negative={t`Saving needs a connection. You are offline: nothing you typed is lost; save again once you are back online.`}
            offline={t`Saving needs a connection. You are offline: nothing you typed is lost; save again once you are back online.`}
          />
          <div className="lead-form__actions">
            {done ? (
              <HrefLink href={dashboardHref(savedId)} className="button button--primary">
                <Trans>See on Dashboard</Trans>
              </HrefLink>
            ) : (
              <button type="submit" className="button button--primary" disabled={save.isPending || !online}>
                {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save interest</Trans>}
              </button>
            )}
          </div>
        </form>
      </FieldMessagesProvider>
    </Dialog>
  )
}
