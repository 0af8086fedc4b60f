import { createFormHook } from '@tanstack/react-form'
import { CheckboxField } from './checkbox-field.tsx'
import { CardMemberField, ReferenceField } from './client-fields.tsx'
import { CheckboxGroupField } from './checkbox-group-field.tsx'
import { CounterField } from './counter-field.tsx'
import { DateField } from './date-field.tsx'
import { fieldContext, formContext } from './form-context.ts'
import { RangeSliderField } from './range-slider-field.tsx'
import { SelectField } from './select-field.tsx'
import { TextField } from './text-field.tsx'
import { TextareaField } from './textarea-field.tsx'

/**
 * The app's TanStack Form hook with our field components:
 * `<form.AppField name="checkIn">{(field) => <field.DateField label=… />}</form.AppField>`; field groups
 * shared by several forms (client-field-group.tsx) are made with `withFieldGroup`.
 */
export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    TextareaField,
    DateField,
    SelectField,
    CheckboxField,
    CheckboxGroupField,
    CounterField,
    RangeSliderField,
    ReferenceField,
    CardMemberField,
  },
  formComponents: {},
})
