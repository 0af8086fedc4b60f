import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'
import type { TravelAgencyDto } from '#domain/auth/current-user.ts'
import { AutoInviteSchema } from '#domain/agency-team/schemas.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useSetAutoInvite } from './mutations.ts'
import { failureText } from '#ui/failure-text.ts'
import { useTeamMessageTranslator } from './team-messages.ts'

type AutoInvite = { enabled: boolean; autoInviteEmailDomain: string }
type Props = { agency: TravelAgencyDto; ownEmail: string; onAgencyChanged: (agency: TravelAgencyDto) => void }

const toBody = (values: AutoInvite) => ({ autoInviteEmailDomain: values.enabled ? values.autoInviteEmailDomain : null })

/**
 * Whoever signs up with an address at the agency's domain joins it as an agent: on with a domain (the manager's own
 * by default), or off.
 */
export function AutoInviteForm({ agency, ownEmail, onAgencyChanged }: Props) {
  const { t, i18n } = useLingui()
  const translate = useTeamMessageTranslator()
  const save = useSetAutoInvite(agency._id)
  const [failure, setFailure] = useState<string | null>(null)
  const { form, ref, onSubmit } = useStepForm<AutoInvite>({
    initial: {
      enabled: agency.autoInviteEmailDomain !== null,
      autoInviteEmailDomain: agency.autoInviteEmailDomain ?? ownEmail.slice(ownEmail.lastIndexOf('@') + 1),
    },
    schema: AutoInviteSchema,
    toBody,
    onValid: async (values) => {
      setFailure(null)
      try {
        const saved = await save.mutateAsync(v.parse(AutoInviteSchema, toBody(values)))
        onAgencyChanged(saved)
        showToast(t`Automatic invitations saved`, { tone: 'positive' })
      } catch (error) {
        setFailure(failureText(error, i18n, translate))
      }
    },
  })
  return (
    <section className="agency-section" aria-labelledby="agency-auto-invite-title">
      <h2 id="agency-auto-invite-title" className="agency-section__title">
        <Trans>Automatic invitations</Trans>
      </h2>
      <FieldMessagesProvider translate={translate}>
        <form ref={ref} className="agency-form" noValidate onSubmit={onSubmit}>
          <form.AppField name="enabled">
            {(field) => (
              <field.CheckboxField
                variant="switch"
                label={t`Invite colleagues with our e-mail domain automatically`}
                hint={t`Whoever signs up with an address at this domain joins the agency as an agent.`}
              />
            )}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.enabled}>
            {(enabled) =>
              enabled ? (
                <form.AppField name="autoInviteEmailDomain">
                  {(field) => <field.TextField label={t`E-mail domain`} autoComplete="off" maxLength={253} />}
                </form.AppField>
              ) : null
            }
          </form.Subscribe>
          <div className="agency-form__actions">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              <Trans>Save</Trans>
            </button>
          </div>
          {failure ? (
            <p className="agency-failure" role="alert">
              {failure}
            </p>
          ) : null}
        </form>
      </FieldMessagesProvider>
    </section>
  )
}
