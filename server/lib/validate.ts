import type { Context, MiddlewareHandler } from 'hono'
import * as v from 'valibot'

export type FieldErrors = Record<string, string>

/** Flattens valibot issues into one message per field (the first issue wins). */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_'
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}

export function badRequest(c: Context, errors: FieldErrors, message = 'Invalid request') {
  return c.json({ message, errors }, 400)
}

type Target = 'json' | 'query' | 'param'

async function readTarget(c: Context, target: Target): Promise<{ ok: true; value: unknown } | { ok: false }> {
  if (target === 'query') return { ok: true, value: c.req.query() }
  if (target === 'param') return { ok: true, value: c.req.param() }
  try {
    return { ok: true, value: await c.req.json() }
  } catch {
    return { ok: false }
  }
}

/**
 * Validates one part of the request with a valibot schema; bad input gets a 400 with a message per
 * field, never a 500. The parsed output is available as `c.req.valid(target)`.
 */
export function validate<S extends v.GenericSchema, T extends Target>(
  target: T,
  schema: S,
): MiddlewareHandler<object, string, { in: { [K in T]: v.InferInput<S> }; out: { [K in T]: v.InferOutput<S> } }> {
  return async (c, next) => {
    const read = await readTarget(c, target)
    if (!read.ok) return badRequest(c, { _: 'The request body must be valid JSON' })
    const result = v.safeParse(schema, read.value)
    if (!result.success) return badRequest(c, fieldErrors(result.issues))
    c.req.addValidatedData(target, result.output as object)
    await next()
  }
}
