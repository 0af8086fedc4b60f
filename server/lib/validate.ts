import type { Context, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { ValidationError, type FieldErrors } from './errors.ts'
import { readJsonBody } from './json-body.ts'

/** Flattens valibot issues into one message per field (the first issue wins). */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_'
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}

/** The parsed output, or a ValidationError with a message per field. */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value)
  if (!result.success) throw new ValidationError(fieldErrors(result.issues))
  return result.output
}

type Target = 'json' | 'query' | 'param'

async function readTarget(c: Context, target: Target): Promise<unknown> {
  if (target === 'query') return c.req.query()
  if (target === 'param') return c.req.param()
  return readJsonBody(c)
}

/**
 * Validates one part of the request with a valibot schema; bad input is a ValidationError (a 400
 * with a message per field, never a 500). The parsed output is available as `c.req.valid(target)`.
 */
export function validate<S extends v.GenericSchema, T extends Target>(
  target: T,
  schema: S,
): MiddlewareHandler<object, string, { in: { [K in T]: v.InferInput<S> }; out: { [K in T]: v.InferOutput<S> } }> {
  return async (c, next) => {
    const output = parseOrThrow(schema, await readTarget(c, target))
    c.req.addValidatedData(target, output as object)
    await next()
  }
}
