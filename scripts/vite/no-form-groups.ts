import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** The stand-in for TanStack Form's form groups (src/lib/vendor/form-group-off.ts). */
export const FORM_GROUP_OFF = fileURLToPath(new URL('../../src/lib/vendor/form-group-off.ts', import.meta.url))

/** Whether `source` imported from `importer` is @tanstack/react-form's own form-group module, from its useForm. */
export function isFormGroupImport(source: string, importer: string | undefined): boolean {
  return (
    source === './useFormGroup.js' &&
    importer !== undefined &&
    /[\\/]@tanstack[\\/]react-form[\\/]dist[\\/]esm[\\/]useForm\.js$/.test(importer)
  )
}

/**
 * Leaves TanStack Form's form groups out of the build: `useForm` imports them for a `form.FormGroup` this app never
 * uses (docs/decisions/131-partner-catalogs-and-small-route-modules.md); only that one import is redirected.
 */
export function noFormGroups(): Plugin {
  return {
    name: 'lds:no-form-groups',
    enforce: 'pre',
    resolveId(source, importer) {
      return isFormGroupImport(source, importer) ? FORM_GROUP_OFF : null
    },
  }
}
