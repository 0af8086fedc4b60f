import type { ReactNode } from 'react'
import { createContext, useContext } from 'react'

type Translate = (message: string) => string

const FieldMessagesContext = createContext<Translate>((message) => message)

/**
 * Validation messages come from the domain schemas in English (shared with the server). A form
 * provides a translator that maps them to the active language; unknown messages pass through.
 */
export function FieldMessagesProvider({ translate, children }: { translate: Translate; children: ReactNode }) {
  return <FieldMessagesContext.Provider value={translate}>{children}</FieldMessagesContext.Provider>
}

export function useTranslateFieldMessage(): Translate {
  return useContext(FieldMessagesContext)
}

/** The first message of a field's errors: strings, Standard Schema issues ({ message }) or arrays of them. */
export function firstErrorMessage(errors: readonly unknown[]): string | null {
  for (const error of errors) {
    if (!error) continue
    if (typeof error === 'string') return error
    if (Array.isArray(error)) {
      const nested = firstErrorMessage(error)
      if (nested) return nested
      continue
    }
    if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message
  }
  return null
}
