import { IMAGE_FILE } from '#server/lib/image-file.ts'

/**
 * The back-office's image uploads (docs/product/extranet.md#images): the logo's checks (server/lib/image-file.ts)
 * with a photo's size, stored content-addressed under `images/`, served public from /api/extranet/images/{file}.
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const IMAGE_MESSAGES = {
  tooLarge: 'The image may be at most 5 MB',
  type: 'Please upload a PNG, JPEG, WebP or SVG image',
  svg: 'This SVG could not be used',
  missing: "Please send the image as the multipart field 'image'",
  forbidden: 'Only our admins, hotel teams and operators can upload images',
} as const

/** The upload's path: the API's own 256 KB body limit leaves it to the route's (server/app.ts). */
export const IMAGE_UPLOAD_PATH = /^\/api\/extranet\/images\/?$/
export const imageKey = (file: string) => `images/${file}`
export const imageUrl = (file: string) => `/api/extranet/images/${file}`

/** An image this upload answered (only these, and those a page already has, may be added to a page). */
export function isUploadedImageUrl(url: string): boolean {
  const prefix = '/api/extranet/images/'
  return url.startsWith(prefix) && IMAGE_FILE.test(url.slice(prefix.length))
}
