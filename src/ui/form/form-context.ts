import { createFormHookContexts } from '@tanstack/react-form'

/** The contexts behind `useAppForm` (see app-form.ts); field components read their field from here. */
export const { fieldContext, useFieldContext, formContext } = createFormHookContexts()
