import { describe, expect, it } from 'vitest'
import { checkLogo, LOGO_FILE, LOGO_MAX_BYTES, LOGO_MESSAGES, logoFileName, logoKey, logoUrl } from './logo-file.ts'
import { cleanSvg, gif, html, jpeg, png, scriptedSvg, text, webp } from '#server/lib/image-fixtures.ts'

describe('checkLogo', () => {
  it.each([
    ['PNG', png(), 'logo.png', 'png', 'image/png'],
    ['JPEG', jpeg(), 'logo.jpeg', 'jpg', 'image/jpeg'],
    ['WebP', webp(), 'logo.webp', 'webp', 'image/webp'],
    ['SVG', text(cleanSvg), 'logo.svg', 'svg', 'image/svg+xml'],
    ['SVG with an XML prolog', text(`<?xml version="1.0"?>\n${cleanSvg}`), 'logo.svg', 'svg', 'image/svg+xml'],
    ['PNG without a name', png(), '', 'png', 'image/png'],
  ])('accepts %s by its content', async (_name, bytes, name, extension, contentType) => {
    const logo = await checkLogo(bytes, { name })
    expect(logo).toMatchObject({ extension, contentType })
    expect(LOGO_FILE.test(logoFileName(logo))).toBe(true)
  })

  it.each([
    ['GIF', gif(), 'logo.gif', ''],
    ['HTML', text(html), 'logo.html', 'text/html'],
    ['HTML named .svg', text(html), 'logo.svg', 'image/svg+xml'],
    ['PNG bytes named .svg', png(), 'logo.svg', ''],
    ['PNG bytes sent as image/svg+xml', png(), 'logo', 'image/svg+xml'],
    ['JPEG bytes named .png', jpeg(), 'logo.png', 'image/png'],
    ['SVG named .png', text(cleanSvg), 'logo.png', ''],
    ['plain text', text('just a logo'), 'logo.txt', 'text/plain'],
    ['nothing', new Uint8Array(), 'logo.png', 'image/png'],
  ])('refuses %s with 415', async (_name, bytes, name, type) => {
    await expect(checkLogo(bytes, { name, type })).rejects.toMatchObject({
      name: 'UnsupportedMediaTypeError',
      message: LOGO_MESSAGES.type,
    })
  })

  it('refuses an SVG with nothing usable left (422)', async () => {
    await expect(
      checkLogo(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).rejects.toMatchObject({ name: 'UnprocessableError', message: LOGO_MESSAGES.svg })
    await expect(checkLogo(text('<svg><path d="M0 0"/></svg>'))).rejects.toMatchObject({ message: LOGO_MESSAGES.svg })
  })

  it('stores the sanitised SVG, not the upload', async () => {
    const logo = await checkLogo(text(scriptedSvg), { name: 'logo.svg', type: 'image/svg+xml' })
    const stored = new TextDecoder().decode(logo.bytes)
    expect(stored).not.toMatch(/script|onload|alert/)
    expect(stored).toContain('<path d="M0 0h10v10H0z"/>')
  })

  it('refuses more than 1 MiB (413)', async () => {
    await expect(checkLogo(png(LOGO_MAX_BYTES + 1))).rejects.toMatchObject({
      name: 'PayloadTooLargeError',
      message: LOGO_MESSAGES.tooLarge,
    })
    expect((await checkLogo(png(LOGO_MAX_BYTES))).extension).toBe('png')
  })
})

describe('names', () => {
  it('is content-addressed: the same bytes give the same name, others another', async () => {
    const a = logoFileName(await checkLogo(png()))
    expect(logoFileName(await checkLogo(png()))).toBe(a)
    expect(logoFileName(await checkLogo(png(500)))).not.toBe(a)
    expect(a).toMatch(/^[0-9a-f]{16}\.png$/)
  })

  it('keys and URLs', () => {
    expect(logoKey('0123456789abcdef01234567', 'aaaaaaaaaaaaaaaa.svg')).toBe(
      'logos/0123456789abcdef01234567/aaaaaaaaaaaaaaaa.svg',
    )
    expect(logoUrl('0123456789abcdef01234567', 'aaaaaaaaaaaaaaaa.svg')).toBe(
      '/api/travel-agencies/0123456789abcdef01234567/logo/aaaaaaaaaaaaaaaa.svg',
    )
  })
})
