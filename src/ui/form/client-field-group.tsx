import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { withFieldGroup } from './app-form.ts'

/** The client values the booking wizard, the property interest form and the hotel interest form share. */
export type ClientFieldValues = {
  firstName: string
  lastName: string
  /** booking reference (TLS…) */
  tls: string
  /** client reference (CC…) */
  cc: string
  amexCardMember: string
}

/** The group's fields as every lead form names them: `<ClientFieldGroup form={form} fields={CLIENT_FIELDS} … />`. */
export const CLIENT_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  tls: 'tls',
  cc: 'cc',
  amexCardMember: 'amexCardMember',
} as const

/** What the agency theme and the user make of the group (a lead or interest form's config has these). */
export type ClientFieldConfig = {
  bookingReference: { isRequired: boolean; name: string }
  clientReference: { isRequired: boolean; name: string }
  /** the card-member field shows, and is required */
  cardMember: boolean
}

const EMPTY: ClientFieldValues = { firstName: '', lastName: '', tls: '', cc: '', amexCardMember: '' }

/**
 * The client fieldset of the lead forms (docs/product/leads.md#booking-wizard, #property-interest,
 * docs/product/hotels.md#save-interest) as one TanStack Form field group: first and last name,
 * `afterNames` (the hotel form's client suggestions), a row of the form's own fields (`children`:
 * nationality, loyalty number, markup) with the card membership where the theme asks for it, and the
 * booking and client references named as the theme names them. Each form's schema checks the values.
 */
export const ClientFieldGroup = withFieldGroup({
  defaultValues: EMPTY,
  props: {} as {
    config: ClientFieldConfig
    afterNames?: ReactNode
    children?: ReactNode
    /** the name fields' labels where a form names them its own way (the hotel enquiry: "Client's first name") */
    nameLabels?: { firstName: string; lastName: string }
  },
  render: function ClientFields({ group, config, afterNames, children, nameLabels }) {
    const { t } = useLingui()
    return (
      <div className="client-fields">
        <div className="client-fields__row">
          <group.AppField name="firstName">
            {(field) => <field.TextField label={nameLabels?.firstName ?? t`First name`} autoComplete="off" />}
          </group.AppField>
          <group.AppField name="lastName">
            {(field) => <field.TextField label={nameLabels?.lastName ?? t`Last name`} autoComplete="off" />}
          </group.AppField>
        </div>
        {afterNames}
        {children || config.cardMember ? (
          <div className="client-fields__row">
            {children}
            {config.cardMember ? (
              <group.AppField name="amexCardMember">{(field) => <field.CardMemberField />}</group.AppField>
            ) : null}
          </div>
        ) : null}
        <div className="client-fields__row">
          <group.AppField name="tls">
            {(field) => <field.ReferenceField reference={config.bookingReference} prefix="TLS" />}
          </group.AppField>
          <group.AppField name="cc">
            {(field) => <field.ReferenceField reference={config.clientReference} prefix="CC" />}
          </group.AppField>
        </div>
      </div>
    )
  },
})
