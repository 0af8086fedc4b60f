import { createHash } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import { PayloadTooLargeError, UnprocessableError, UnsupportedMediaTypeError } from '#server/lib/errors.ts'
import { looksLikeSvg, sanitiseSvg } from './svg-sanitiser.ts'

/**
 * An uploaded image checked by its content (docs/decisions/122-logo-uploads.md; shared by the agency logo and the
 * extranet's images, docs/decisions/135-hotel-content.md): PNG, JPEG or WebP by their signature, SVG as text whose
 * XML root is `<svg>`, sanitised; a name or Content-Type naming another type than the content is refused.
 */
export type ImageExtension = 'png' | 'jpg' | 'webp' | 'svg'
export const IMAGE_CONTENT_TYPES: Record<ImageExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
}
/** A stored image's file name: the first 16 hex digits of its SHA-256 and its type's extension. */
export const IMAGE_FILE = /^[0-9a-f]{16}\.(png|jpg|webp|svg)$/

export type CheckedImage = { bytes: Uint8Array; extension: ImageExtension; contentType: string }
/** What an upload answers when it is refused: too large (413), not an image of the list (415), an unusable SVG (422). */
export type ImageLimits = { maxBytes: number; messages: { tooLarge: string; type: string; svg: string } }

const BY_MIME: Record<string, ImageExtension> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
}
const TEXT_TYPES = new Set(['application/xml', 'text/xml', 'image/svg+xml'])
const BY_NAME: Record<string, ImageExtension> = { png: 'png', jpg: 'jpg', jpeg: 'jpg', webp: 'webp', svg: 'svg' }

/** The image types the sender named (file extension, part Content-Type); unknown names say nothing. */
function declaredTypes(declared: { name?: string; type?: string }): ImageExtension[] {
  const byName = BY_NAME[/\.([A-Za-z0-9]+)$/.exec(declared.name ?? '')?.[1]?.toLowerCase() ?? '']
  const byType = BY_MIME[(declared.type ?? '').split(';')[0]!.trim().toLowerCase()]
  return [byName, byType].filter((t): t is ImageExtension => t !== undefined)
}

export async function checkImage(
  bytes: Uint8Array,
  declared: { name?: string; type?: string },
  limits: ImageLimits,
): Promise<CheckedImage> {
  const M = limits.messages
  if (bytes.byteLength > limits.maxBytes) throw new PayloadTooLargeError(M.tooLarge)
  if (bytes.byteLength === 0) throw new UnsupportedMediaTypeError(M.type)
  const detected = await fileTypeFromBuffer(bytes)
  let image: CheckedImage
  const extension = detected ? BY_MIME[detected.mime] : undefined
  if (extension && extension !== 'svg') {
    image = { bytes, extension, contentType: IMAGE_CONTENT_TYPES[extension] }
  } else {
    // text is not what file-type recognises, except an XML prolog (<?xml ...?>): anything else is no image
    if (detected && !TEXT_TYPES.has(detected.mime)) throw new UnsupportedMediaTypeError(M.type)
    const text = looksLikeSvg(bytes)
    if (text === undefined) throw new UnsupportedMediaTypeError(M.type)
    const clean = await sanitiseSvg(text)
    if (clean === null) throw new UnprocessableError(M.svg)
    image = { bytes: new TextEncoder().encode(clean), extension: 'svg', contentType: IMAGE_CONTENT_TYPES.svg }
  }
  if (declaredTypes(declared).some((t) => t !== image.extension)) throw new UnsupportedMediaTypeError(M.type)
  return image
}

/** The image's file name, from what is stored (content-addressed: the same image is the same name). */
export function imageFileName(image: CheckedImage): string {
  return `${createHash('sha256').update(image.bytes).digest('hex').slice(0, 16)}.${image.extension}`
}

/** Headers of a stored image's answer: public, a year (a new image is a new name), an SVG sandboxed. */
export function imageHeaders(contentType: string): Record<string, string> {
  return {
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': contentType,
    ...(contentType === 'image/svg+xml'
      ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" }
      : {}),
  }
}
