import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SMTPServer } from 'smtp-server'
import { asc, eq, sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { mailOutbox } from '#server/db/schema.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createOutbox, type OutgoingMail } from './outbox.ts'
import { createSmtpSender, defaultBackoffMs, deliverPending, describeError, startOutboxDelivery } from './delivery.ts'

const FROM = 'LDS Luxury Distribution <concierge@lds.example>'

type Received = { from: string; to: string[]; headers: Record<string, string>; body: string }

/** A real SMTP server on a free local port that keeps what it receives (or refuses recipients). */
async function startSink() {
  const received: Received[] = []
  const state = { rejectRecipients: false }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.rejectRecipients) return callback()
      const err = Object.assign(new Error('5.1.1 <nobody@example.com>: Recipient address rejected'), {
        responseCode: 550,
      })
      callback(err)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push({
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** headers (unfolded, lower-case names) and the decoded text body of a single-part message */
function parseMessage(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n')
  const headers: Record<string, string> = {}
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  let body = raw.slice(split + 4)
  const encoding = headers['content-transfer-encoding']?.toLowerCase()
  if (encoding === 'quoted-printable') {
    body = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  } else if (encoding === 'base64') {
    body = Buffer.from(body, 'base64').toString('utf8')
  }
  return { headers, body: body.replace(/\r\n/g, '\n') }
}

let t: TestApp
let sink: Awaited<ReturnType<typeof startSink>>
const logLines: string[] = []
const logger = createLogger('debug', (line) => logLines.push(line))

beforeAll(async () => {
  t = await createTestApp({ seed: false })
  sink = await startSink()
})
afterAll(async () => {
  await sink?.close()
  await t?.close()
})
beforeEach(async () => {
  await t.database.db.delete(mailOutbox)
  sink.received.length = 0
  sink.state.rejectRecipients = false
  logLines.length = 0
})

const contact = (n: number): OutgoingMail => ({
  kind: 'contact',
  subject: `Contact form ${n}`,
  recipient: 'team@lds.example',
  replyTo: `guest${n}@example.com`,
  payload: {
    subject: `Contact form ${n}`,
    name: 'Eva Röth',
    email: `guest${n}@example.com`,
    message: 'Grüsse aus Zermatt',
  },
})
/** one after the other: ids and created_at follow the order given */
async function enqueue(mails: OutgoingMail[]): Promise<number[]> {
  const ids: number[] = []
  for (const mail of mails) ids.push(await createOutbox(t.database.db).enqueue(mail))
  return ids
}
const rows = () => t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))
const pass = (extra: Partial<Parameters<typeof deliverPending>[0]> = {}) =>
  deliverPending({ db: t.database.db, sender: createSmtpSender(sink.url), from: FROM, logger, ...extra })

describe('deliverPending', () => {
  it('sends pending rows by SMTP, oldest first, and marks them sent', async () => {
    const [first] = await enqueue([contact(1)])
    await enqueue([
      {
        kind: 'enquiry-confirmation',
        subject: 'Your enquiry with LDS',
        recipient: 'guest@example.com',
        replyTo: 'team@lds.example',
        payload: { enquiryId: 'enq-1', language: 'en', text: 'Dear Eva,\n\nthank you for your enquiry.' },
      },
    ])
    const result = await pass()
    expect(result).toEqual({ claimed: 2, sent: 2, failed: 0, released: 0 })

    expect(sink.received).toHaveLength(2)
    const [a, b] = sink.received
    expect(a!.from).toBe('concierge@lds.example')
    expect(a!.to).toEqual(['team@lds.example'])
    expect(a!.headers.subject).toBe('Contact form 1')
    expect(a!.headers.from).toBe('LDS Luxury Distribution <concierge@lds.example>')
    expect(a!.headers.to).toBe('team@lds.example')
    expect(a!.headers['reply-to']).toBe('guest1@example.com')
    expect(a!.headers['x-lds-outbox-id']).toBe(String(first))
    expect(a!.headers['message-id']).toMatch(new RegExp(`^<lds-outbox-${first}-\\d+@lds\\.example>$`))
    expect(a!.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/)
    expect(a!.body).toContain('Name: Eva Röth\nE-mail: guest1@example.com')
    expect(a!.body).toContain('Message:\nGrüsse aus Zermatt')
    expect(b!.to).toEqual(['guest@example.com'])
    expect(b!.headers['reply-to']).toBe('team@lds.example')
    expect(b!.body).toMatch(/^Dear Eva,\n\nthank you for your enquiry\./)

    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'sent', attempts: 0, lastError: null, nextAttemptAt: null })
      expect(row.sentAt).toBeInstanceOf(Date)
    }
    expect(await pass()).toEqual({ claimed: 0, sent: 0, failed: 0, released: 0 })
    expect(sink.received).toHaveLength(2)
  })

  it('takes at most a batch per pass', async () => {
    await enqueue([1, 2, 3, 4, 5].map(contact))
    expect(await pass({ batchSize: 3 })).toMatchObject({ claimed: 3, sent: 3 })
    expect(sink.received.map((m) => m.headers.subject)).toEqual(['Contact form 1', 'Contact form 2', 'Contact form 3'])
    expect(await pass({ batchSize: 3 })).toMatchObject({ claimed: 2, sent: 2 })
  })

  it('records a refused mail as a failed attempt with back-off, and gives up after the limit', async () => {
    sink.state.rejectRecipients = true
    const [id] = await enqueue([contact(1)])
    expect(await pass()).toMatchObject({ claimed: 1, sent: 0, failed: 1 })
    const [row] = await rows()
    expect(row).toMatchObject({ id, status: 'pending', attempts: 1, sentAt: null })
    expect(row!.lastError).toMatch(/^EENVELOPE 550 RCPT: /)
    expect(row!.lastError).not.toContain('@')
    expect(row!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 30_000)
    // not due yet: the next pass leaves it alone
    expect(await pass()).toMatchObject({ claimed: 0 })

    // due again (as if the back-off had passed): up to the limit, then 'failed'
    for (let attempt = 2; attempt <= 8; attempt++) {
      await t.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` })
      expect(await pass()).toMatchObject({ claimed: 1, failed: 1 })
    }
    const [failed] = await rows()
    expect(failed).toMatchObject({ status: 'failed', attempts: 8, nextAttemptAt: null, sentAt: null })
    await t.database.db.update(mailOutbox).set({ nextAttemptAt: null })
    expect(await pass()).toMatchObject({ claimed: 0 })
    expect(sink.received).toHaveLength(0)
  })

  it('sends a row that failed before once the server accepts it', async () => {
    sink.state.rejectRecipients = true
    await enqueue([contact(1)])
    await pass({ backoffMs: () => 0 })
    sink.state.rejectRecipients = false
    expect(await pass({ backoffMs: () => 0 })).toMatchObject({ sent: 1 })
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 1, lastError: null }])
  })

  it('stops the batch when the server is unreachable and gives the rest back without an attempt', async () => {
    const closed = net.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    await enqueue([1, 2, 3].map(contact))
    const result = await pass({ sender: createSmtpSender(`smtp://127.0.0.1:${port}`) })
    expect(result).toEqual({ claimed: 3, sent: 0, failed: 1, released: 2 })
    const [a, b, c] = await rows()
    expect(a).toMatchObject({ status: 'pending', attempts: 1 })
    expect(a!.lastError).toMatch(/^(ESOCKET|ECONNECTION) /)
    expect(b).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: null })
    expect(c).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: null })
  })

  it('never sends a row twice from concurrent passes', async () => {
    await enqueue(Array.from({ length: 30 }, (_, i) => contact(i + 1)))
    const results = await Promise.all([pass({ batchSize: 20 }), pass({ batchSize: 20 }), pass({ batchSize: 20 })])
    expect(results.every((r) => r.claimed <= 20)).toBe(true)
    expect(results.reduce((sum, r) => sum + r.claimed, 0)).toBe(30)
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(30)
    const ids = sink.received.map((m) => m.headers['x-lds-outbox-id'])
    expect(ids).toHaveLength(30)
    expect(new Set(ids).size).toBe(30)
    expect((await rows()).every((r) => r.status === 'sent')).toBe(true)
  })

  it('logs ids, kinds and error codes only', async () => {
    await enqueue([contact(1)])
    await pass()
    sink.state.rejectRecipients = true
    await enqueue([contact(2)])
    await pass()
    expect(logLines.map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ level: 'info', msg: 'mail sent', kind: 'contact', id: expect.any(Number) }),
      expect.objectContaining({
        level: 'error',
        msg: 'mail delivery failed',
        kind: 'contact',
        code: 'EENVELOPE',
        responseCode: 550,
        attempts: 1,
      }),
    ])
    for (const line of logLines) {
      expect(line).not.toMatch(/@|Contact form|Eva|Zermatt/)
    }
  })
})

describe('startOutboxDelivery', () => {
  it('delivers in the background and stops cleanly', async () => {
    await enqueue([contact(1), contact(2)])
    const worker = startOutboxDelivery({ db: t.database.db, smtpUrl: sink.url, from: FROM, logger, intervalMs: 20 })
    await expect.poll(() => sink.received.length, { timeout: 10_000 }).toBe(2)
    await enqueue([contact(3)])
    await expect.poll(() => sink.received.length, { timeout: 10_000 }).toBe(3)
    await worker.stop()
    await enqueue([contact(4)])
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sink.received).toHaveLength(3)
    expect((await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))).length).toBe(1)
    expect(logLines.join('\n')).not.toContain('@')
  })

  it('on stop, finishes the mail in flight and gives the rest of the batch back', async () => {
    await enqueue([1, 2, 3].map(contact))
    let release: () => void = () => undefined
    const inFlight = new Promise<void>((resolve) => (release = resolve))
    let started = 0
    const sender = {
      sendMail: async () => {
        started++
        await inFlight
      },
    }
    const worker = startOutboxDelivery({
      db: t.database.db,
      smtpUrl: sink.url,
      from: FROM,
      logger,
      intervalMs: 20,
      sender,
    })
    await expect.poll(() => started, { timeout: 10_000 }).toBe(1)
    const stopped = worker.stop()
    release()
    await stopped
    expect(started).toBe(1)
    expect(await rows()).toMatchObject([
      { status: 'sent', attempts: 0 },
      { status: 'pending', attempts: 0, nextAttemptAt: null },
      { status: 'pending', attempts: 0, nextAttemptAt: null },
    ])
  })
})

describe('helpers', () => {
  it('backs off exponentially from one minute up to two hours', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(defaultBackoffMs)).toEqual([
      60_000, 120_000, 240_000, 480_000, 3_840_000, 7_200_000, 7_200_000,
    ])
  })
  it('describes errors by code without addresses', () => {
    const err = Object.assign(new Error('Can not send mail to <a@b.example>'), {
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
      response: '550 5.1.1 <a@b.example> unknown',
    })
    expect(describeError(err)).toBe('EENVELOPE 550 RCPT: 550 5.1.1 <address> unknown')
    expect(describeError('boom')).toBe('ERROR: boom')
  })
})
