import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { JobSchema, type JobOutput } from '#domain/concierge-jobs/schemas.ts'
import { SERVICE_KINDS, type JobPlace, type ServiceKind } from '#domain/concierge-jobs/types.ts'
import { ApiError } from '#lib/api-errors.ts'
import { failureText } from '#ui/failure-text.ts'
import { useVisibleFieldError } from '#ui/form/field-shell.tsx'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { useJobMessageTranslator } from './job-messages.ts'
import { SERVICE_LABELS } from './job-labels.ts'
import { PlacePicker } from './place-picker.tsx'
import { membersQueryOptions } from './queries.ts'

export type JobFormValues = {
  clientName: string
  placeKind: 'hotel' | 'property' | ''
  placeId: string
  serviceKind: ServiceKind | ''
  serviceOther: string
  dueLocal: string
  notes: string
  assigneeId: string
}

export const EMPTY_JOB: JobFormValues = {
  clientName: '',
  placeKind: '',
  placeId: '',
  serviceKind: '',
  serviceOther: '',
  dueLocal: '',
  notes: '',
  assigneeId: '',
}

const toBody = (values: JobFormValues) => ({ ...values, assigneeId: values.assigneeId || null })

type Props = {
  agencyId: string
  initial: JobFormValues
  initialPlace: JobPlace | null
  placeLocked?: boolean
  submitLabel: string
  onSubmit: (job: JobOutput) => Promise<unknown>
  onCancel?: () => void
}

/** The job's fields over JobSchema, the server's own (docs/product/concierge-jobs.md#screens). */
export function JobForm({ agencyId, initial, initialPlace, placeLocked, submitLabel, onSubmit, onCancel }: Props) {
  const { t, i18n } = useLingui()
  const translate = useJobMessageTranslator()
  const members = useQuery(membersQueryOptions(agencyId))
  const [place, setPlace] = useState<JobPlace | null>(initialPlace)
  const [failure, setFailure] = useState<string | null>(null)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const {
    form,
    ref,
    onSubmit: submit,
  } = useStepForm<JobFormValues>({
    initial,
    schema: JobSchema,
    toBody,
    onValid: async (values) => {
      setFailure(null)
      setServerErrors({})
      try {
        await onSubmit(v.parse(JobSchema, toBody(values)))
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          const errors = (error.body as { errors?: Record<string, string> } | null)?.errors ?? {}
          setServerErrors(errors)
        }
        setFailure(failureText(error, i18n, translate))
      }
    },
  })
  const services = [
    { value: '', label: t`Choose a service` },
    ...SERVICE_KINDS.map((s) => ({ value: s, label: i18n._(SERVICE_LABELS[s]) })),
  ]
  const assignees = [
    { value: '', label: t`Nobody yet` },
    ...(members.data ?? []).map((m) => ({ value: m._id, label: m.name })),
  ]
  return (
    <FieldMessagesProvider translate={translate}>
      <form ref={ref} className="job-form" noValidate onSubmit={submit}>
        <form.AppField name="clientName">
          {(field) => <field.TextField label={t`Client's name`} autoComplete="off" maxLength={120} />}
        </form.AppField>
        <form.AppField name="placeId">
          {(field) => (
            <PlaceField
              place={place}
              locked={placeLocked}
              serverError={serverErrors.placeId ? translate(serverErrors.placeId) : null}
              onChange={(p) => {
                setPlace(p)
                form.setFieldValue('placeKind', p.kind)
                field.handleChange(p.id)
              }}
            />
          )}
        </form.AppField>
        <form.AppField name="serviceKind">
          {(field) => <field.SelectField label={t`Service`} options={services} />}
        </form.AppField>
        <form.Subscribe selector={(s) => s.values.serviceKind}>
          {(kind) =>
            kind === 'other' ? (
              <form.AppField name="serviceOther">
                {(field) => <field.TextField label={t`Which service?`} maxLength={120} />}
              </form.AppField>
            ) : null
          }
        </form.Subscribe>
        <form.AppField name="dueLocal">
          {(field) => (
            <field.TextField
              label={t`Date and time at the place`}
              hint={place ? t`Local time in ${place.timeZone}` : t`The local time of the hotel or property`}
              type="datetime-local"
            />
          )}
        </form.AppField>
        <form.AppField name="assigneeId">
          {(field) => <field.SelectField label={t`Assignee`} options={assignees} />}
        </form.AppField>
        <form.AppField name="notes">
          {(field) => <field.TextareaField label={t`Notes`} rows={4} maxLength={2000} />}
        </form.AppField>
        <div className="job-form__actions">
          <button type="submit" className="button button--primary">
            {submitLabel}
          </button>
          {onCancel ? (
            <button type="button" className="button button--ghost" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </button>
          ) : null}
        </div>
        {failure ? (
          <p className="concierge__failure" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </FieldMessagesProvider>
  )
}

/** The picker inside the placeId field: its error shown like every field's (after a submit attempt). */
function PlaceField(props: {
  place: JobPlace | null
  locked?: boolean
  serverError: string | null
  onChange: (p: JobPlace) => void
}) {
  const error = useVisibleFieldError()
  return (
    <PlacePicker
      value={props.place}
      locked={props.locked}
      error={error ?? props.serverError}
      onChange={props.onChange}
    />
  )
}
