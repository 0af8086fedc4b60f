import * as v from 'valibot'

/** A form path as TanStack Form names fields: `name`, `guest.name`, `childAges[0]`. */
function formPath(issue: v.BaseIssue<unknown>): string {
  let path = ''
  for (const item of issue.path ?? []) {
    if (typeof item.key === 'number' || item.type === 'array') path += `[${String(item.key)}]`
    else path += path ? `.${String(item.key)}` : String(item.key)
  }
  return path
}

/**
 * A TanStack Form validator from a valibot schema: one message per field (the first issue), keyed
 * by the field's name, or undefined when the values pass. The values may be the form's own shape
 * (e.g. digits as strings) as long as the schema reads them.
 */
export function schemaValidator(schema: v.GenericSchema) {
  return ({ value }: { value: unknown }) => {
    const result = v.safeParse(schema, value)
    if (result.success) return undefined
    const fields: Record<string, string> = {}
    for (const issue of result.issues) {
      const path = formPath(issue) || '_'
      fields[path] ??= issue.message
    }
    return { form: undefined, fields }
  }
}
