import { describe, expect, it } from 'vitest'
import { DEFAULT_MAIL_FROM, defaultRenderThreads, loadConfig } from './config.ts'

describe('config: mail delivery', () => {
  it('has no SMTP delivery and a default sender without SMTP_URL', () => {
    const c = loadConfig({})
    expect(c.mail).toEqual({ smtpUrl: undefined, from: DEFAULT_MAIL_FROM })
    expect(c.mail.from).toMatch(/^LDS .*<[^@>]+@[^>]+>$/)
  })

  it('treats an empty SMTP_URL as not set', () => {
    expect(loadConfig({ SMTP_URL: '' }).mail.smtpUrl).toBeUndefined()
  })

  it.each([
    'smtp://mail.example:587',
    'smtps://user:p%40ss@mail.example',
    'smtp://127.0.0.1:2525',
    'SMTP://MAIL.EXAMPLE',
  ])('accepts %s', (url) => {
    expect(loadConfig({ SMTP_URL: url }).mail.smtpUrl).toBe(url)
  })

  it.each(['mail.example:587', 'http://mail.example', 'smtp://', 'smtp:mail', 'not a url'])(
    'refuses SMTP_URL=%s with a clear message',
    (url) => {
      expect(() => loadConfig({ SMTP_URL: url })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/)
    },
  )

  it('never echoes the refused URL (it may carry a password)', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail.example' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret') }),
    )
  })

  it.each(['concierge@lds.example', 'LDS Concierge <concierge@lds.example>', '"LDS, Zermatt" <team@lds.example>'])(
    'accepts MAIL_FROM=%s',
    (from) => {
      expect(loadConfig({ MAIL_FROM: from }).mail.from).toBe(from)
    },
  )

  it.each(['LDS', 'LDS <nobody>', 'a@b', 'LDS <a@b.example> extra'])('refuses MAIL_FROM=%s', (from) => {
    expect(() => loadConfig({ MAIL_FROM: from })).toThrow(/MAIL_FROM must be an e-mail address/)
  })
})

describe('config: uploads', () => {
  it('keeps uploads under DATA_DIR/uploads without S3_BUCKET', () => {
    const c = loadConfig({ DATA_DIR: '/tmp/lds-data' })
    expect(c.uploads).toEqual({ dir: '/tmp/lds-data/uploads' })
  })

  it('uses S3 when S3_BUCKET is set: region default, endpoint and keys when given', () => {
    expect(loadConfig({ S3_BUCKET: 'logos' }).uploads.s3).toEqual({ bucket: 'logos', region: 'us-east-1' })
    expect(
      loadConfig({
        S3_BUCKET: 'logos',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).uploads.s3,
    ).toEqual({
      bucket: 'logos',
      region: 'eu-central-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    })
  })

  it('refuses an S3_ENDPOINT that is not an http(s) URL', () => {
    expect(() => loadConfig({ S3_BUCKET: 'logos', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    )
  })
})

describe('config: render worker threads (RENDER_THREADS, decision 144)', () => {
  const pg = 'postgres://lds@db.example/lds'
  it.each([
    [1, 2, 2],
    [2, 2, 1],
    [4, 2, 1],
    [2, 8, 4],
    [3, 8, 2],
    [1, 1, 1],
  ])('by default, %i processes on %i cores render in %i threads each', (processes, cores, threads) => {
    expect(defaultRenderThreads(processes, cores)).toBe(threads)
  })

  it('RENDER_THREADS sets the threads (0: in the process); the time-out defaults to 10 s; tests have no render module', () => {
    expect(loadConfig({ RENDER_THREADS: '0' }).render.threads).toBe(0)
    expect(loadConfig({ RENDER_THREADS: '3', WEB_CONCURRENCY: '2', DATABASE_URL: pg }).render.threads).toBe(3)
    expect(loadConfig({}).render).toMatchObject({
      timeoutMs: 10_000,
      modulePath: expect.stringMatching(/dist-server\/render\/entry-server\.js$/),
    })
    expect(loadConfig({ NODE_ENV: 'test', RENDER_TIMEOUT_MS: '2500' }).render).toMatchObject({
      timeoutMs: 2500,
      modulePath: undefined,
    })
  })

  it.each([
    ['RENDER_THREADS', '-1', /RENDER_THREADS must be a whole number from 0 to 64/],
    ['RENDER_THREADS', '65', /RENDER_THREADS must be a whole number from 0 to 64/],
    ['RENDER_THREADS', 'many', /RENDER_THREADS must be a whole number from 0 to 64/],
    ['RENDER_TIMEOUT_MS', '50', /RENDER_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000/],
    ['RENDER_TIMEOUT_MS', '1.5', /RENDER_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000/],
  ])('refuses %s=%s with a clear message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message)
  })
})

describe('config: server processes (WEB_CONCURRENCY)', () => {
  const pg = 'postgres://lds@db.example/lds'
  it('is one process by default', () => {
    expect(loadConfig({}).webConcurrency).toBe(1)
  })

  it.each([
    ['1', undefined, 1],
    ['2', pg, 2],
    ['4', pg, 4],
    ['64', pg, 64],
  ])('WEB_CONCURRENCY=%s (DATABASE_URL %s) is %i processes', (n, url, expected) => {
    expect(loadConfig({ WEB_CONCURRENCY: n, ...(url ? { DATABASE_URL: url } : {}) }).webConcurrency).toBe(expected)
  })

  it.each(['0', '65', '1.5', 'two', '-2'])('refuses WEB_CONCURRENCY=%s with a clear message', (n) => {
    expect(() => loadConfig({ WEB_CONCURRENCY: n, DATABASE_URL: pg })).toThrow(
      /WEB_CONCURRENCY must be a whole number from 1 to 64/,
    )
  })

  it.each([{}, { DATABASE_URL: 'memory://' }])('refuses several processes on the embedded database (%j)', (env) => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', ...env })).toThrow(/WEB_CONCURRENCY=2 needs DATABASE_URL=postgres/)
  })
})
