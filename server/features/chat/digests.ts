/**
 * E-mail digests of the chat (docs/decisions/106-chat-digests.md): a member who is not connected to
 * a live stream of this process gets at most one mail per channel per DIGEST_INTERVAL_MS through
 * the outbox, with the messages since their read marker (never the whole history, at most
 * DIGEST_MESSAGES) and a link to /chat/<cid>. Runs after each stored message (debounced) and on a
 * timer, so messages written after a digest are mailed once the interval has passed.
 */
import { DIGEST_INTERVAL_MS } from '#domain/chat/chat-rules.ts'
import type { OutgoingMail } from '#server/integrations/mail/outbox.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { DigestMessage, DigestRepository, DueMember } from './digest-repository.ts'

export const DIGEST_MESSAGES = 20
const BATCH = 500

type Texts = { subject: (hotel: string) => string; intro: (n: number) => string; open: string }
const TEXTS: Record<'en' | 'de', Texts> = {
  en: {
    subject: (hotel) => `New messages in your chat with ${hotel}`,
    intro: (n) => (n === 1 ? 'You have a new message:' : `You have ${n} new messages:`),
    open: 'Open the chat',
  },
  de: {
    subject: (hotel) => `Neue Nachrichten in Ihrem Chat mit ${hotel}`,
    intro: (n) => (n === 1 ? 'Sie haben eine neue Nachricht:' : `Sie haben ${n} neue Nachrichten:`),
    open: 'Chat öffnen',
  },
}

export function digestMail(
  d: DueMember,
  messages: DigestMessage[],
  publicUrl: string,
  language: 'en' | 'de' = 'en',
): OutgoingMail | null {
  if (messages.length === 0 || !d.email) return null
  const t = TEXTS[language]
  const link = `${publicUrl}/chat/${d.cid}`
  const subject = t.subject(d.hotelName)
  const lines = messages.map(
    (m) => `${m.author} (${new Date(m.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC): ${m.text}`,
  )
  return {
    kind: 'chat-digest',
    subject,
    recipient: d.email,
    payload: { subject, cid: d.cid, intro: t.intro(messages.length), messages: lines, link, linkText: t.open },
  }
}

export type DigestDeps = {
  repo: DigestRepository
  isConnected: (userId: string) => boolean
  publicUrl: string
  logger?: Logger
  now?: () => Date
  intervalMs?: number
}

export function createChatDigests(deps: DigestDeps) {
  const now = deps.now ?? (() => new Date())
  const interval = deps.intervalMs ?? DIGEST_INTERVAL_MS
  let running: Promise<number> | null = null

  async function run(): Promise<number> {
    const at = now()
    const cutoff = new Date(at.getTime() - interval)
    let sent = 0
    for (const d of await deps.repo.due(cutoff, BATCH)) {
      if (deps.isConnected(d.userId)) continue
      if (await deps.repo.send(d, at, cutoff, DIGEST_MESSAGES, (m) => digestMail(d, m, deps.publicUrl))) sent++
    }
    return sent
  }

  const sweep = (): Promise<number> => {
    running ??= run().finally(() => (running = null))
    return running
  }
  const sweepLater = () =>
    void sweep().catch((err: Error) => deps.logger?.error('chat digests failed', { error: err.message }))
  let soon: NodeJS.Timeout | null = null
  let every: ReturnType<typeof setInterval> | null = null

  return {
    /** One pass: mails every due member who is not connected; resolves to the number of mails. */
    sweep,
    /** A message was stored: a pass in a few seconds (members who read it meanwhile get none). */
    onMessage() {
      if (soon) return
      soon = setTimeout(() => {
        soon = null
        sweepLater()
      }, 5_000)
      soon.unref()
    },
    /** A pass every few minutes, for messages written after a member's last digest. */
    start(everyMs = 5 * 60_000) {
      every ??= setInterval(sweepLater, everyMs)
      every.unref()
    },
    stop() {
      if (soon) clearTimeout(soon)
      if (every) clearInterval(every)
      soon = every = null
    },
  }
}
