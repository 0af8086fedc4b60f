import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '#server/db/client.ts'
import { mailOutbox } from '#server/db/schema.ts'
import type { Logger } from '#server/lib/logger.ts'
import { renderMail, type OutboxRow, type RenderedMail } from './render.ts'

/**
 * SMTP delivery of the mail outbox (docs/architecture.md#run-modes: e-mail; docs/product/mail-outbox.md#delivery).
 * Every mail is first a row of `mail_outbox`; with SMTP_URL set, this worker sends the pending rows, oldest first.
 *
 * Claiming: a short transaction locks a batch of due pending rows (`FOR UPDATE SKIP LOCKED`) and
 * leases them by moving `next_attempt_at` a few minutes ahead. Another process (or
 * a second pass in this one) sees them as not due and skips them, so a row is never sent twice by
 * two workers. A worker that dies mid-batch leaves its rows pending; they become due again when
 * the lease runs out. The same SQL runs on PostgreSQL and PGlite.
 *
 * Outcome per row: 'sent' with sent_at, or a failed attempt (attempts + 1, last_error,
 * next_attempt_at after an exponential back-off), and 'failed' after `maxAttempts` attempts.
 * Logs carry ids, kinds and error codes only: never a recipient, subject or body.
 */

export type MailSender = { sendMail: (mail: RenderedMail) => Promise<unknown> }

export type DeliveryOptions = {
  db: Db
  sender: MailSender
  from: string
  logger: Logger
  /** rows claimed per pass (default 20) */
  batchSize?: number
  /** attempts before a row is given up as 'failed' (default 8) */
  maxAttempts?: number
  /** wait before the next attempt after `attempts` failed ones (default: 1 min doubling, at most 2 h) */
  backoffMs?: (attempts: number) => number
  /** how long a claimed row is reserved for this worker (default 10 min) */
  leaseMs?: number
  /** stop early: the rest of the claimed batch is released for the next pass */
  signal?: AbortSignal
}

export type DeliveryResult = { claimed: number; sent: number; failed: number; released: number }

const DEFAULT_BATCH_SIZE = 20
const DEFAULT_MAX_ATTEMPTS = 8
const DEFAULT_LEASE_MS = 10 * 60_000

/** 1, 2, 4, ... minutes after the 1st, 2nd, 3rd ... failure, at most 2 hours (8 attempts: about 2 h in all) */
export function defaultBackoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 2 * 60 * 60_000)
}

/** Errors of one message; any other error (connection, TLS, auth, timeout) stops the batch. */
const MESSAGE_ERRORS = new Set(['EENVELOPE', 'EMESSAGE', 'ERENDER'])

function render(row: OutboxRow, from: string): RenderedMail {
  try {
    return renderMail(row, from)
  } catch (err) {
    throw Object.assign(new Error(err instanceof Error ? err.message : String(err)), { code: 'ERENDER' })
  }
}

const interval = (ms: number) => sql`now() + (${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`

/** One delivery pass: claims due pending rows, sends them, records the outcomes. */
export async function deliverPending(opts: DeliveryOptions): Promise<DeliveryResult> {
  const { db, sender, from, logger } = opts
  const maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS
  const backoffMs = opts.backoffMs ?? defaultBackoffMs
  const rows = await claim(db, opts.batchSize ?? DEFAULT_BATCH_SIZE, opts.leaseMs ?? DEFAULT_LEASE_MS)
  const result: DeliveryResult = { claimed: rows.length, sent: 0, failed: 0, released: 0 }

  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!
    if (opts.signal?.aborted) {
      result.released += await release(db, rows.slice(i))
      break
    }
    try {
      await sender.sendMail(render(row, from))
    } catch (err) {
      const attempts = row.attempts + 1
      const final = attempts >= maxAttempts
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: describeError(err),
          status: final ? 'failed' : 'pending',
          nextAttemptAt: final ? null : interval(backoffMs(attempts)),
        })
        .where(eq(mailOutbox.id, row.id))
      result.failed++
      logger.error(final ? 'mail delivery given up' : 'mail delivery failed', {
        id: row.id,
        kind: row.kind,
        attempts,
        ...errorCodes(err),
      })
      if (!MESSAGE_ERRORS.has(errorCodes(err).code ?? '')) {
        // the server is unreachable or refuses us: don't wait for a timeout per row
        result.released += await release(db, rows.slice(i + 1))
        break
      }
      continue
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, nextAttemptAt: null, lastError: null })
      .where(eq(mailOutbox.id, row.id))
    result.sent++
    logger.info('mail sent', { id: row.id, kind: row.kind })
  }
  return result
}

/**
 * Leases the oldest due pending rows to this pass: a transaction that locks them with
 * `FOR UPDATE SKIP LOCKED` (rows another pass is claiming right now are skipped, not waited for)
 * and moves their `next_attempt_at` to the end of the lease. (A single `UPDATE … WHERE id IN
 * (SELECT … LIMIT n FOR UPDATE SKIP LOCKED)` is not enough: the planner may rescan the sub-select
 * per row, and the rescan skips the rows it has just updated and returns the next ones.)
 */
async function claim(db: Db, batchSize: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = and(
    eq(mailOutbox.status, 'pending'),
    or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, sql`now()`)),
  )
  const rows = await db.transaction(async (tx) => {
    const batch = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(due)
      .orderBy(mailOutbox.createdAt, mailOutbox.id)
      .limit(batchSize)
      .for('update', { skipLocked: true })
    if (batch.length === 0) return []
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: interval(leaseMs) })
      .where(
        inArray(
          mailOutbox.id,
          batch.map((r) => r.id),
        ),
      )
      .returning()
  })
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
}

/** Gives claimed rows back (due at once), without counting an attempt. */
async function release(db: Db, rows: OutboxRow[]): Promise<number> {
  if (rows.length === 0) return 0
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: null })
    .where(
      and(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
        eq(mailOutbox.status, 'pending'),
      ),
    )
  return rows.length
}

type ErrorCodes = { code?: string; responseCode?: number; command?: string }

function errorCodes(err: unknown): ErrorCodes {
  const e = (typeof err === 'object' && err !== null ? err : {}) as Record<string, unknown>
  return {
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
    ...(typeof e.command === 'string' ? { command: e.command.split(/\s/)[0] } : {}),
  }
}

const EMAIL = /<?[^\s<>@]+@[^\s<>@]+>?/g

/** "EENVELOPE 550 RCPT: 5.1.1 Mailbox unavailable" with addresses masked, at most 300 characters */
export function describeError(err: unknown): string {
  const { code, responseCode, command } = errorCodes(err)
  const e = (typeof err === 'object' && err !== null ? err : {}) as Record<string, unknown>
  const text = typeof e.response === 'string' ? e.response : err instanceof Error ? err.message : String(err)
  const head = [code ?? 'ERROR', responseCode, command].filter((part) => part !== undefined).join(' ')
  return `${head}: ${text.replace(EMAIL, '<address>').replace(/\s+/g, ' ').trim()}`.slice(0, 300)
}

/** A nodemailer SMTP transport for an smtp:// or smtps:// URL, with timeouts that bound a pass. */
export function createSmtpSender(smtpUrl: string): MailSender & { close: () => void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
    // nodemailer's own logger would print addresses
    logger: false,
    debug: false,
  })
  return {
    sendMail: (mail) => transport.sendMail(mail),
    close: () => transport.close(),
  }
}

export type OutboxDelivery = {
  /** stops the timer, releases what the current pass has not sent yet, waits for it, closes SMTP */
  stop: () => Promise<void>
}

/**
 * Starts the delivery worker: a pass every `intervalMs` (default 5 s), at once again while full
 * batches come back. Passes never overlap within a process; across processes the claim keeps
 * them apart.
 */
export function startOutboxDelivery(opts: {
  db: Db
  smtpUrl: string
  from: string
  logger: Logger
  intervalMs?: number
  /** for tests: another sender than SMTP */
  sender?: MailSender & { close?: () => void }
  batchSize?: number
  maxAttempts?: number
}): OutboxDelivery {
  const intervalMs = opts.intervalMs ?? 5_000
  const batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE
  const sender = opts.sender ?? createSmtpSender(opts.smtpUrl)
  const abort = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined

  const schedule = (ms: number) => {
    if (abort.signal.aborted) return
    clearTimeout(timer)
    timer = setTimeout(() => void tick(), ms)
  }

  const tick = (): Promise<void> => {
    if (running) return running
    running = (async () => {
      let again = false
      try {
        const r = await deliverPending({
          db: opts.db,
          sender,
          from: opts.from,
          logger: opts.logger,
          batchSize,
          maxAttempts: opts.maxAttempts,
          signal: abort.signal,
        })
        if (r.claimed > 0) opts.logger.debug('mail delivery pass', { ...r })
        again = r.claimed >= batchSize && r.released === 0
      } catch (err) {
        opts.logger.error('mail delivery pass failed', errorCodes(err))
      } finally {
        running = undefined
      }
      schedule(again ? 0 : intervalMs)
    })()
    return running
  }

  schedule(0)
  opts.logger.info('mail delivery started', { transport: 'smtp', host: hostOf(opts.smtpUrl), intervalMs })
  return {
    stop: async () => {
      abort.abort()
      clearTimeout(timer)
      await running
      sender.close?.()
    },
  }
}

/** host:port only, never the credentials of the URL */
function hostOf(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl)
    return `${url.protocol}//${url.host}`
  } catch {
    return 'invalid'
  }
}
