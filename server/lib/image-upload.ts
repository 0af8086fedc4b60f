import type { Context, MiddlewareHandler } from 'hono'
import { writeBodyLimit } from '#server/lib/body-limit.ts'
import { PayloadTooLargeError, ValidationError } from '#server/lib/errors.ts'

/** room for the multipart envelope (boundaries, part headers) around a file of the full size */
const MULTIPART_ENVELOPE = 64 * 1024

/** An upload route's own body limit: the Content-Length checked before anything is read, else cut at the limit. */
export function uploadBodyLimit(maxBytes: number, tooLarge: string): MiddlewareHandler {
  return writeBodyLimit({
    maxSize: maxBytes + MULTIPART_ENVELOPE,
    onError: () => {
      throw new PayloadTooLargeError(tooLarge)
    },
  })
}

/** The multipart field `field`'s file (400 naming the field when it is missing, 413 when too large). */
export async function uploadedFile(
  c: Context,
  field: string,
  limits: { maxBytes: number; tooLarge: string; missing: string },
): Promise<{ bytes: Uint8Array; name: string; type: string }> {
  let form: Record<string, string | File | (string | File)[]>
  try {
    form = await c.req.parseBody({ all: true })
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw error
    throw new ValidationError({ [field]: limits.missing })
  }
  const file = form[field]
  if (!(file instanceof File)) throw new ValidationError({ [field]: limits.missing })
  if (file.size > limits.maxBytes) throw new PayloadTooLargeError(limits.tooLarge)
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, type: file.type }
}
