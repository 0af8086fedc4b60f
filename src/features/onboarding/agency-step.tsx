import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import type { TravelAgencyDto, UserDto } from '#domain/auth/current-user.ts'
import { AFFILIATES } from '#domain/brand/affiliates.ts'
import { AgencyRegistrationSchema } from '#domain/onboarding/schemas.ts'
import { emailDomainOf, isPublicEmailDomain } from '#domain/onboarding/public-email-domains.ts'
import type { OnboardingDraftValues } from '#domain/onboarding/types.ts'
import { hotelSearchProgramsQueryOptions } from '#lib/hotels/queries.ts'
import { useOnboardingMessageTranslator } from '#lib/messages/onboarding-messages.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import type { AgencyValues } from './agency-form.ts'
import { initialAgencyValues, toAgencyRegistration } from './agency-form.ts'
import type { StepFailure } from './failure.ts'
import { stepFailureOf } from './failure.ts'
import { useRegisterAgency } from './mutations.ts'
import { agencyPublicInfoQueryOptions } from './queries.ts'
import { StepFailureNotice } from './step-failure-notice.tsx'

type Props = {
  user: UserDto
  draft: OnboardingDraftValues['agency']
  claimProgramId?: string
  onChange: (values: AgencyValues) => void
  onRegistered: (agency: TravelAgencyDto) => void
}

/** The name of the program to claim: from the programs list, else the affiliate that brought it. */
function useProgramName(programId: string | undefined): string | null {
  const programs = useQuery({ ...hotelSearchProgramsQueryOptions(), enabled: Boolean(programId) })
  if (!programId) return null
  return (
    programs.data?.find((program) => program._id === programId)?.name ??
    AFFILIATES.find((affiliate) => affiliate.program?.id === programId)?.program?.name ??
    null
  )
}

/**
 * The agency registration (docs/product/onboarding.md#vetting): name ('Required!'), 'I was referred' with the
 * referrer's name ('Required!'), auto-invite for a business e-mail domain, what happens with the verification, and
 * the affiliate's program to claim. POST /api/travel-agencies?assign-myself-to-new-agency.
 */
export function AgencyRegistrationForm({ user, draft, claimProgramId, onChange, onRegistered }: Props) {
  const { t } = useLingui()
  const translate = useOnboardingMessageTranslator()
  const register = useRegisterAgency()
  const [failure, setFailure] = useState<StepFailure | null>(null)
  const [initial] = useState(() => initialAgencyValues(draft))
  const domain = emailDomainOf(user.email)
  const businessDomain = domain !== '' && !isPublicEmailDomain(domain)
  const publicInfo = useQuery({ ...agencyPublicInfoQueryOptions(domain), enabled: businessDomain })
  const recognised = publicInfo.data?.isTravelAgency ? (publicInfo.data.brandName ?? domain) : null
  const programName = useProgramName(claimProgramId)
  const toBody = (values: AgencyValues) => toAgencyRegistration(values, user.email, claimProgramId)
  const { form, ref, onSubmit } = useStepForm<AgencyValues>({
    initial,
    schema: AgencyRegistrationSchema,
    toBody,
    onChange,
    onValid: async (values) => {
      setFailure(null)
      try {
        onRegistered(await register.mutateAsync(v.parse(AgencyRegistrationSchema, toBody(values))))
      } catch (error) {
        setFailure(stepFailureOf(error))
      }
    },
  })
  const referred = useStore(form.store, (state) => state.values.referred)
  return (
    <FieldMessagesProvider translate={translate}>
      <form ref={ref} className="onboarding-step" noValidate onSubmit={onSubmit} aria-labelledby="agency-step-title">
        <h2 id="agency-step-title" className="onboarding-step__title">
          <Trans>Register your agency</Trans>
        </h2>
        <p className="onboarding-step__intro">
          <Trans>
            You are not registered in a travel agency yet. Only luxury travel agencies and concierge services qualify;
            you become your agency's supervisor.
          </Trans>
        </p>
        <div className="onboarding-step__fields">
          <form.AppField name="name">
            {(field) => <field.TextField label={t`Agency name`} autoComplete="organization" maxLength={120} />}
          </form.AppField>
          <form.AppField name="referred">{(field) => <field.CheckboxField label={t`I was referred`} />}</form.AppField>
          {referred ? (
            <form.AppField name="referrerName">
              {(field) => <field.TextField label={t`Referrer name`} autoComplete="off" maxLength={120} />}
            </form.AppField>
          ) : null}
          {businessDomain ? (
            <form.AppField name="autoInvite">
              {(field) => (
                <field.CheckboxField
                  label={t`Invite colleagues with my e-mail domain automatically`}
                  hint={t`Everyone who signs up with an address at ${domain} joins your agency.`}
                />
              )}
            </form.AppField>
          ) : null}
        </div>
        {recognised ? (
          <p className="onboarding-step__note onboarding-step__note--positive" role="status">
            <Trans>We recognised {recognised}: your agency is verified at once.</Trans>
          </p>
        ) : (
          <div className="onboarding-step__note">
            <p>
              <Trans>Our team will verify your agency. We e-mail you as soon as it is decided.</Trans>
            </p>
            <form.AppField name="requestVerification">
              {(field) => <field.CheckboxField label={t`Please verify my agency`} />}
            </form.AppField>
          </div>
        )}
        {claimProgramId ? (
          <p className="onboarding-step__note">
            {programName ? (
              <Trans>Your agency claims its membership in {programName}.</Trans>
            ) : (
              <Trans>Your agency claims its membership in the program you came from.</Trans>
            )}
          </p>
        ) : null}
        <StepFailureNotice failure={failure} />
        <div className="onboarding-step__actions">
          <button type="submit" className="button button--primary" disabled={register.isPending}>
            {register.isPending ? <Trans>Registering...</Trans> : <Trans>Register agency</Trans>}
          </button>
        </div>
      </form>
    </FieldMessagesProvider>
  )
}
