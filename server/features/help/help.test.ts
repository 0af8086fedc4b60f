import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { HELP_MESSAGES, type HelpFeedbackDto } from '#domain/help/schemas.ts'
import { ROLE_NOT_ALLOWED_MESSAGE } from '#server/auth/require-access.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { mailOutbox } from '#server/db/schema.ts'
import { renderMail } from '#server/integrations/mail/render.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 0 })
})
afterAll(() => t.close())

const as = async (key: string) => bearer(await signAccessToken(t.config, { sub: demoAccount(key).id })).headers
const post = async (path: string, body: unknown, key: string | null = 'agent') =>
  t.request(path, {
    method: 'POST',
    headers: { ...(key ? await as(key) : {}), 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const feedback = (slug: string, body: unknown, key?: string | null) =>
  post(`/api/help/articles/${slug}/feedback`, body, key)

describe('POST /api/help/articles/{slug}/feedback', () => {
  it('counts one vote per person, article and language; a second answer replaces the first', async () => {
    const first = await feedback('commission-payouts', { helpful: true, language: 'de' }, 'agent')
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({
      slug: 'commission-payouts',
      language: 'de',
      helpful: true,
      helpfulCount: 1,
      notHelpfulCount: 0,
    } satisfies HelpFeedbackDto)
    await feedback('commission-payouts', { helpful: true, language: 'de' }, 'supervisorAgent')
    const changed = (await (
      await feedback('commission-payouts', { helpful: false, language: 'de' }, 'agent')
    ).json()) as HelpFeedbackDto
    expect(changed).toMatchObject({ helpful: false, helpfulCount: 1, notHelpfulCount: 1 })
    // the same article in English is counted apart, and so is another article
    const english = (await (
      await feedback('commission-payouts', { helpful: true, language: 'en' }, 'agent')
    ).json()) as HelpFeedbackDto
    expect(english).toMatchObject({ helpfulCount: 1, notHelpfulCount: 0 })
    const other = (await (
      await feedback('pdf-offer', { helpful: false, language: 'de' }, 'agent')
    ).json()) as HelpFeedbackDto
    expect(other).toMatchObject({ helpfulCount: 0, notHelpfulCount: 1 })
  })

  it.each([
    [{}, { helpful: HELP_MESSAGES.helpful, language: HELP_MESSAGES.language }],
    [{ helpful: 'yes', language: 'de' }, { helpful: HELP_MESSAGES.helpful }],
    [{ helpful: true, language: 'fr' }, { language: HELP_MESSAGES.language }],
    [{ helpful: 1, language: 'en' }, { helpful: HELP_MESSAGES.helpful }],
  ])('answers 400 with field messages for %j', async (body, errors) => {
    const res = await feedback('pdf-offer', body)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Invalid request', errors })
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await feedback('pdf-offer', '{')
    expect(res.status).toBe(400)
    expect(await res.json()).toHaveProperty('message')
  })

  it('answers 404 for an unknown article', async () => {
    const res = await feedback('no-such-article', { helpful: true, language: 'en' })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Help article not found' })
  })

  it('answers 401 signed out and 403 for a role without the partner area', async () => {
    const out = await feedback('pdf-offer', { helpful: true, language: 'en' }, null)
    expect(out.status).toBe(401)
    expect(await out.json()).toEqual({ message: 'Not authenticated' })
    const customer = await feedback('pdf-offer', { helpful: true, language: 'en' }, 'customer')
    expect(customer.status).toBe(403)
    expect(await customer.json()).toEqual({ message: ROLE_NOT_ALLOWED_MESSAGE })
  })
})

describe('POST /api/help/contact', () => {
  const latestMail = async () =>
    (
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'help-contact'))
        .orderBy(desc(mailOutbox.id))
        .limit(1)
    )[0]

  it('queues the message for the support team, replies to the sender', async () => {
    const res = await post('/api/help/contact', {
      subject: ' Provisionsauszahlung ',
      message: 'Wann wird die Provision ausgezahlt?',
      language: 'de',
      article: 'commission-payouts',
    })
    expect(res.status).toBe(200)
    const { id } = (await res.json()) as { id: number }
    const row = await latestMail()
    expect(row).toMatchObject({
      id,
      subject: 'Help Centre: Provisionsauszahlung',
      recipient: t.config.mailTo,
      replyTo: demoAccount('agent').email,
      status: 'pending',
    })
    expect(row!.payload).toMatchObject({ language: 'de', article: 'commission-payouts', role: 'agent' })
    const text = renderMail(row!, 'lds@example.com').text
    expect(text).toContain('Help Centre message')
    expect(text).toContain('Wann wird die Provision ausgezahlt?')
  })

  it('defaults the language and the article', async () => {
    expect((await post('/api/help/contact', { subject: 'S', message: 'M' })).status).toBe(200)
    expect((await latestMail())!.payload).toMatchObject({ language: 'en', article: null })
  })

  it.each([
    [{}, { subject: HELP_MESSAGES.subject, message: HELP_MESSAGES.message }],
    [{ subject: '  ', message: 'M' }, { subject: HELP_MESSAGES.subject }],
    [{ subject: 'S', message: 'M', article: 'nope' }, { article: HELP_MESSAGES.article }],
    [{ subject: 'S', message: 'M', language: 'it' }, { language: HELP_MESSAGES.language }],
    [{ subject: 'x'.repeat(201), message: 'M' }, { subject: 'Please use at most 200 characters' }],
    [{ subject: 'S', message: 'a\u0000b' }, { message: expect.any(String) }],
  ])('answers 400 with field messages for %j', async (body, errors) => {
    const before = await latestMail()
    const res = await post('/api/help/contact', body)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Invalid request', errors })
    expect((await latestMail())?.id).toBe(before?.id)
  })

  it('answers 401 signed out and 403 for a role without the partner area', async () => {
    const out = await post('/api/help/contact', { subject: 'S', message: 'M' }, null)
    expect(out.status).toBe(401)
    expect(await out.json()).toEqual({ message: 'Not authenticated' })
    expect((await post('/api/help/contact', { subject: 'S', message: 'M' }, 'operator')).status).toBe(403)
  })
})
