import {
  checkImage,
  IMAGE_CONTENT_TYPES,
  IMAGE_FILE,
  imageFileName,
  type CheckedImage,
  type ImageExtension,
} from '#server/lib/image-file.ts'

/** The upload's limits and answers (docs/decisions/122-logo-uploads.md). */
export const LOGO_MAX_BYTES = 1024 * 1024
export const LOGO_MESSAGES = {
  tooLarge: 'The logo may be at most 1 MB',
  type: 'Please upload a PNG, JPEG, WebP or SVG image',
  svg: 'This SVG could not be used',
  missing: "Please send the logo as the multipart field 'logo'",
} as const

export type LogoExtension = ImageExtension
export const LOGO_CONTENT_TYPES: Record<LogoExtension, string> = IMAGE_CONTENT_TYPES

/** A stored logo's file name: the first 16 hex digits of its SHA-256 and its type's extension. */
export const LOGO_FILE = IMAGE_FILE

export type CheckedLogo = CheckedImage

/**
 * The logo's type by its content (server/lib/image-file.ts): PNG, JPEG or WebP by their signature, SVG as text
 * whose XML root is `<svg>`, sanitised; PNG bytes named logo.svg are refused like an unsupported type.
 */
export const checkLogo = (bytes: Uint8Array, declared: { name?: string; type?: string } = {}): Promise<CheckedLogo> =>
  checkImage(bytes, declared, { maxBytes: LOGO_MAX_BYTES, messages: LOGO_MESSAGES })

/** The logo's file name, from what is stored (content-addressed: the same logo is the same name). */
export const logoFileName = imageFileName

/** The storage key of agency `agencyId`'s logo file. */
export const logoKey = (agencyId: string, file: string) => `logos/${agencyId}/${file}`

/** The URL the agency's corporate design points at (CorporateDesignPatchSchema accepts exactly this). */
export const logoUrl = (agencyId: string, file: string) => `/api/travel-agencies/${agencyId}/logo/${file}`
