import { createHash, randomBytes } from 'node:crypto'

/** A one-time link's secret: 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url')
/** What is stored of a token: its SHA-256, base64url, so a database copy opens no link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')
