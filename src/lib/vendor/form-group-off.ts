/**
 * TanStack Form's form groups, left out of the build: `useForm` attaches a `form.FormGroup` component to every form,
 * which brings `FormGroupApi` (about 5 KiB of gzip) into each page with a form, though no form here uses it (field
 * groups, `withFieldGroup`, are another API and stay). The build resolves `useForm`'s import of `./useFormGroup.js`
 * to this file (scripts/vite/no-form-groups.ts, docs/decisions/131-partner-catalogs-and-small-route-modules.md).
 * Using one says so at once instead of misbehaving.
 */
const NOT_BUNDLED = 'TanStack Form groups are not part of this build (docs/decisions/131): use withFieldGroup'

export function FormGroup(): never {
  throw new Error(NOT_BUNDLED)
}

export function useFormGroup(): never {
  throw new Error(NOT_BUNDLED)
}
