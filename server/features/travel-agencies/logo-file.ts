import { createHash } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import { PayloadTooLargeError, UnprocessableError, UnsupportedMediaTypeError } from '#server/lib/errors.ts'
import { looksLikeSvg, sanitiseSvg } from './svg-sanitiser.ts'

/** The upload's limits and answers (docs/decisions/122-logo-uploads.md). */
export const LOGO_MAX_BYTES = 1024 * 1024
export const LOGO_MESSAGES = {
  tooLarge: 'The logo may be at most 1 MB',
  type: 'Please upload a PNG, JPEG, WebP or SVG image',
  svg: 'This SVG could not be used',
  missing: "Please send the logo as the multipart field 'logo'",
} as const

export type LogoExtension = 'png' | 'jpg' | 'webp' | 'svg'
export const LOGO_CONTENT_TYPES: Record<LogoExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
}

/** A stored logo's file name: the first 16 hex digits of its SHA-256 and its type's extension. */
export const LOGO_FILE = /^[0-9a-f]{16}\.(png|jpg|webp|svg)$/

export type CheckedLogo = { bytes: Uint8Array; extension: LogoExtension; contentType: string }

const BY_MIME: Record<string, LogoExtension> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
}
const TEXT_TYPES = new Set(['application/xml', 'text/xml', 'image/svg+xml'])
const BY_NAME: Record<string, LogoExtension> = { png: 'png', jpg: 'jpg', jpeg: 'jpg', webp: 'webp', svg: 'svg' }

/** The image types the sender named (file extension, part Content-Type); unknown names say nothing. */
function declaredTypes(declared: { name?: string; type?: string }): LogoExtension[] {
  const byName = BY_NAME[/\.([A-Za-z0-9]+)$/.exec(declared.name ?? '')?.[1]?.toLowerCase() ?? '']
  const byType = BY_MIME[(declared.type ?? '').split(';')[0]!.trim().toLowerCase()]
  return [byName, byType].filter((t): t is LogoExtension => t !== undefined)
}

/**
 * The logo's type by its content: PNG, JPEG or WebP by their signature (file-type), SVG as text whose
 * XML root is `<svg>`, sanitised. A name or Content-Type that says another image type than the content
 * (PNG bytes named logo.svg) is refused like an unsupported type.
 */
export async function checkLogo(
  bytes: Uint8Array,
  declared: { name?: string; type?: string } = {},
): Promise<CheckedLogo> {
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new PayloadTooLargeError(LOGO_MESSAGES.tooLarge)
  if (bytes.byteLength === 0) throw new UnsupportedMediaTypeError(LOGO_MESSAGES.type)
  const detected = await fileTypeFromBuffer(bytes)
  let logo: CheckedLogo
  const extension = detected ? BY_MIME[detected.mime] : undefined
  if (extension && extension !== 'svg') {
    logo = { bytes, extension, contentType: LOGO_CONTENT_TYPES[extension] }
  } else {
    // text is not what file-type recognises, except an XML prolog (<?xml ...?>): anything else is no logo
    if (detected && !TEXT_TYPES.has(detected.mime)) throw new UnsupportedMediaTypeError(LOGO_MESSAGES.type)
    const text = looksLikeSvg(bytes)
    if (text === undefined) throw new UnsupportedMediaTypeError(LOGO_MESSAGES.type)
    const clean = await sanitiseSvg(text)
    if (clean === null) throw new UnprocessableError(LOGO_MESSAGES.svg)
    logo = { bytes: new TextEncoder().encode(clean), extension: 'svg', contentType: LOGO_CONTENT_TYPES.svg }
  }
  if (declaredTypes(declared).some((t) => t !== logo.extension)) throw new UnsupportedMediaTypeError(LOGO_MESSAGES.type)
  return logo
}

/** The logo's file name, from what is stored (content-addressed: the same logo is the same name). */
export function logoFileName(logo: CheckedLogo): string {
  return `${createHash('sha256').update(logo.bytes).digest('hex').slice(0, 16)}.${logo.extension}`
}

/** The storage key of agency `agencyId`'s logo file. */
export const logoKey = (agencyId: string, file: string) => `logos/${agencyId}/${file}`

/** The URL the agency's corporate design points at (CorporateDesignPatchSchema accepts exactly this). */
export const logoUrl = (agencyId: string, file: string) => `/api/travel-agencies/${agencyId}/logo/${file}`
