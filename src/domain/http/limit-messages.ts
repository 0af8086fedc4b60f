/**
 * The texts of the server's 429 answers a person can meet while saving a form
 * (docs/product/api.md#conventions, docs/decisions/084-mail-and-write-limits.md): the server sends
 * them, the client shows them in the active language (src/lib/messages/limit-messages.ts).
 */
export const LIMIT_MESSAGES = {
  /** a form would mail the address it names more than the daily cap allows */
  recipientCap:
    'Too many e-mails have been sent to this address today. Please try again tomorrow or contact us by phone.',
  /** a signed-in user wrote more often than the per-minute limit allows */
  userWrites: 'You are saving too quickly. Please wait a moment and try again.',
} as const
