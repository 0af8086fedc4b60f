import { Hono, type MiddlewareHandler } from 'hono'
import { isAdmin, isHotelTeam } from '#domain/auth/roles.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import type { ObjectStorage } from '#server/integrations/storage/storage.ts'
import { ForbiddenError, NotFoundError } from '#server/lib/errors.ts'
import { checkImage, IMAGE_FILE, imageFileName, imageHeaders } from '#server/lib/image-file.ts'
import { uploadBodyLimit, uploadedFile } from '#server/lib/image-upload.ts'
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, imageKey, imageUrl } from './images-file.ts'

/**
 * POST /api/extranet/images (multipart field `image`; admins, hotel teams, operators) answers 201 `{ url }`, the URL
 * a hotel page, room or property may then list; GET /api/extranet/images/{file} serves it, public and immutable.
 * Refused: over 5 MB 413, not PNG/JPEG/WebP/SVG (by content) 415, an SVG with nothing usable 422, no file 400.
 */
export function extranetImageRoutes(storage: ObjectStorage, requireUser: MiddlewareHandler<AuthEnv>) {
  const mayUpload: MiddlewareHandler<AuthEnv> = async (c, next) => {
    const user = c.get('user')
    if (!isAdmin(user.role) && !isHotelTeam(user) && user.role !== 'operator')
      throw new ForbiddenError(IMAGE_MESSAGES.forbidden)
    await next()
  }
  return new Hono<AuthEnv>()
    .post(
      '/extranet/images',
      requireUser,
      mayUpload,
      uploadBodyLimit(IMAGE_MAX_BYTES, IMAGE_MESSAGES.tooLarge),
      async (c) => {
        c.header('Cache-Control', 'private, no-store')
        const upload = await uploadedFile(c, 'image', { ...IMAGE_MESSAGES, maxBytes: IMAGE_MAX_BYTES })
        const image = await checkImage(upload.bytes, upload, { maxBytes: IMAGE_MAX_BYTES, messages: IMAGE_MESSAGES })
        const file = imageFileName(image)
        await storage.put(imageKey(file), image.bytes, image.contentType)
        return c.json({ url: imageUrl(file) }, 201)
      },
    )
    .get('/extranet/images/:file', async (c) => {
      const file = c.req.param('file')
      const stored = IMAGE_FILE.test(file) ? await storage.get(imageKey(file)) : undefined
      if (!stored) throw new NotFoundError('Image')
      for (const [name, value] of Object.entries(imageHeaders(stored.contentType))) c.header(name, value)
      return c.body(stored.bytes as Uint8Array<ArrayBuffer>)
    })
}
