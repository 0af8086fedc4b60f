import * as v from 'valibot'

export type PartsResult<T> = { success: true; output: T } | { success: false; issues: v.BaseIssue<unknown>[] }

/**
 * Applies several object schemas to one body and merges their outputs and issues: a request that
 * is the sum of a form's steps is checked by the very schemas the steps use.
 */
export function parseParts<T>(schemas: readonly v.GenericSchema[], body: unknown): PartsResult<T> {
  const issues: v.BaseIssue<unknown>[] = []
  let output: Record<string, unknown> = {}
  for (const schema of schemas) {
    const result = v.safeParse(schema, body)
    if (result.success) output = { ...output, ...(result.output as Record<string, unknown>) }
    else issues.push(...result.issues)
  }
  return issues.length ? { success: false, issues } : { success: true, output: output as T }
}
