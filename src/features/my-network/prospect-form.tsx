import { Trans, useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { ProspectFormSchema } from '#domain/my-network/schemas.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { useNetworkMessageTranslator } from './network-messages.ts'
import { newRequestId } from './sync.ts'

type Fields = { hotelName: string; email: string; contactName: string; message: string }
const EMPTY: Fields = { hotelName: '', email: '', contactName: '', message: '' }

/** Invite a hotel that is not in the system by e-mail; queued first, so it also works offline. */
export function ProspectForm({ onQueue }: { onQueue: (body: Fields & { clientRequestId: string }) => void }) {
  const { t } = useLingui()
  const translate = useNetworkMessageTranslator()
  const { form, ref, onSubmit } = useStepForm<Fields>({
    initial: EMPTY,
    schema: ProspectFormSchema,
    onValid: (values) => {
      onQueue({ ...v.parse(ProspectFormSchema, values), clientRequestId: newRequestId() })
      form.reset(EMPTY)
    },
  })
  return (
    <section className="network-section" aria-labelledby="network-prospect-title">
      <h2 id="network-prospect-title" className="network-section__title">
        <Trans>Invite a hotel that is not in the system</Trans>
      </h2>
      <p className="network-muted">
        <Trans>We mail your invitation to the hotel and our partner team gets in touch with it.</Trans>
      </p>
      <FieldMessagesProvider translate={translate}>
        <form ref={ref} className="network-form network-form--wide" noValidate onSubmit={onSubmit}>
          <form.AppField name="hotelName">
            {(field) => <field.TextField label={t`Hotel name`} autoComplete="off" maxLength={160} />}
          </form.AppField>
          <form.AppField name="contactName">
            {(field) => <field.TextField label={t`Contact name`} autoComplete="off" maxLength={120} />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => (
              <field.TextField label={t`Contact e-mail address`} type="email" autoComplete="off" maxLength={320} />
            )}
          </form.AppField>
          <form.AppField name="message">
            {(field) => <field.TextareaField label={t`Personal message (optional)`} maxLength={2000} />}
          </form.AppField>
          <div className="network-form__actions">
            <button type="submit" className="button button--primary">
              <Trans>Invite the hotel</Trans>
            </button>
          </div>
        </form>
      </FieldMessagesProvider>
    </section>
  )
}
