import { useLingui } from '@lingui/react/macro'
import { CARD_MEMBER_OPTIONS } from '#domain/hotels/types.ts'
import { cardMemberName, referenceName } from '#lib/labels/client-labels.ts'
import { SelectField } from './select-field.tsx'
import { TextField } from './text-field.tsx'

/**
 * The client facts the booking wizard and the two interest forms ask alike
 * (docs/product/hotels.md#save-interest, docs/product/leads.md), as field components of the app form:
 * `<form.AppField name="tls">{(field) => <field.ReferenceField reference={…} prefix="TLS" />}</form.AppField>`.
 */

type Reference = { name: string; isRequired: boolean }

/** A booking (TLS) or client (CC) reference as the agency's theme names it, starred when required. */
export function ReferenceField({ reference, prefix }: { reference: Reference; prefix: 'TLS' | 'CC' }) {
  const { i18n, t } = useLingui()
  return (
    <TextField
      label={referenceName(i18n, reference.name) + (reference.isRequired ? ' *' : '')}
      hint={prefix === 'TLS' ? t`Saved with the prefix TLS` : t`Saved with the prefix CC`}
      autoComplete="off"
    />
  )
}

/** The card membership (platinum, centurion) the card-company themes ask of their users. */
export function CardMemberField() {
  const { i18n, t } = useLingui()
  return (
    <SelectField
      label={t`Card membership *`}
      placeholder={t`Please choose`}
      options={CARD_MEMBER_OPTIONS.map((option) => ({ value: option, label: cardMemberName(i18n, option) }))}
    />
  )
}
