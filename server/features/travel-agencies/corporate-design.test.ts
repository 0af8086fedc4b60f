import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { TravelAgencyDto } from '#domain/auth/current-user.ts'
import type { Role } from '#domain/auth/roles.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { travelAgencies, users } from '#server/db/schema.ts'
import { LOGO_MAX_BYTES } from './logo-file.ts'
import { cleanSvg, gif, html, jpeg, png, scriptedSvg, text, webp } from '#server/lib/image-fixtures.ts'

let t: TestApp
const maison = demoAccount('supervisorAgent').travelAgencyId!
const belvedere = demoAccount('corporateDesignAgent').travelAgencyId!
let otherSupervisor: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 0 })
  otherSupervisor = await userWith('supervisor@belvedere-voyages.example', 'supervisorAgent', belvedere)
})
afterAll(() => t.close())

async function userWith(email: string, role: Role, travelAgencyId: string | null) {
  const id = newObjectId()
  await t.database.db.insert(users).values({ id, email, role, firstName: 'Test', travelAgencyId })
  return bearer(await signAccessToken(t.config, { sub: id })).headers
}
const as = async (key: string) => bearer(await signAccessToken(t.config, { sub: demoAccount(key).id })).headers
const patch = (id: string, headers: Record<string, string>, body: unknown) =>
  t.request(`/api/travel-agencies/${id}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const upload = (id: string, headers: Record<string, string>, bytes: Uint8Array, name: string, type = '') => {
  const form = new FormData()
  form.append('logo', new File([bytes as Uint8Array<ArrayBuffer>], name, type ? { type } : {}))
  return t.request(`/api/travel-agencies/${id}/logo`, { method: 'POST', headers, body: form })
}
const design = async (id: string) =>
  (await t.database.db.select().from(travelAgencies).where(eq(travelAgencies.id, id)))[0]!.corporateDesign

describe('PATCH /api/travel-agencies/{id}', () => {
  it("merges the agency's supervisor's change into the design, colour by colour", async () => {
    const res = await patch(maison, await as('supervisorAgent'), {
      corporateDesign: { colors: { main: '#1b2525', invertedFont: true }, theme: 'colorful' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const agency = (await res.json()) as TravelAgencyDto
    expect(agency).toMatchObject({
      _id: maison,
      corporateDesign: { colors: { main: '#1b2525', invertedFont: true }, theme: 'colorful' },
    })
    const next = (await (
      await patch(maison, await as('supervisorAgent'), { corporateDesign: { colors: { accentOnMain: '#ab8157' } } })
    ).json()) as TravelAgencyDto
    expect(next.corporateDesign).toEqual({
      colors: { main: '#1b2525', invertedFont: true, accentOnMain: '#ab8157' },
      theme: 'colorful',
    })
  })

  it('lets admins change any agency, and removes the logo with logoUrl null', async () => {
    const logoUrl = `/api/travel-agencies/${belvedere}/logo/0123456789abcdef.png`
    const set = await patch(belvedere, await as('admin'), { corporateDesign: { logoUrl } })
    expect(set.status).toBe(200)
    expect(((await set.json()) as TravelAgencyDto).corporateDesign).toMatchObject({
      logoUrl,
      colors: { main: '#0b3d5c' },
    })
    const removed = await patch(belvedere, await as('admin'), { corporateDesign: { logoUrl: null } })
    const body = (await removed.json()) as TravelAgencyDto
    expect(body.corporateDesign).not.toHaveProperty('logoUrl')
    expect(body.corporateDesign?.colors?.main).toBe('#0b3d5c')
  })

  it("refuses a logo URL that is not one of this server's, or of another agency (400)", async () => {
    for (const logoUrl of [
      'https://evil.example/x.png',
      `/api/travel-agencies/${belvedere}/logo/a.png`,
      'javascript:alert(1)',
    ]) {
      const res = await patch(maison, await as('supervisorAgent'), { corporateDesign: { logoUrl } })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { errors: Record<string, string> }).errors['corporateDesign.logoUrl']).toBe(
        'Please upload the logo',
      )
    }
  })

  it.each([
    [{ corporateDesign: { colors: { main: 'not a colour' } } }, 'corporateDesign.colors.main'],
    [{ corporateDesign: { theme: 'neon' } }, 'corporateDesign.theme'],
    [{ corporateDesign: 'red' }, 'corporateDesign'],
    [{}, 'corporateDesign'],
  ])('answers 400 for %j', async (body, field) => {
    const res = await patch(maison, await as('supervisorAgent'), body)
    expect(res.status).toBe(400)
    expect(Object.keys(((await res.json()) as { errors: Record<string, string> }).errors)).toContain(field)
  })

  it('forbids an agent of the agency, a supervisor of another agency and others (403)', async () => {
    const body = { corporateDesign: { colors: { main: '#000000' } } }
    for (const headers of [await as('agent'), otherSupervisor, await as('noAgency'), await as('customer')])
      expect((await patch(maison, headers, body)).status).toBe(403)
    expect((await design(maison))?.colors?.main).not.toBe('#000000')
  })

  it("answers 401 'Not authenticated' signed out, 404 for an unknown agency (admins)", async () => {
    const res = await patch(maison, {}, { corporateDesign: {} })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Not authenticated' })
    const unknown = await patch('ffffffffffffffffffffffff', await as('admin'), { corporateDesign: {} })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Travel agency not found' })
    expect((await patch('not-an-id', await as('admin'), { corporateDesign: {} })).status).toBe(404)
    expect((await patch('ffffffffffffffffffffffff', await as('supervisorAgent'), { corporateDesign: {} })).status).toBe(
      403,
    )
  })
})

describe('POST /api/travel-agencies/{id}/logo', () => {
  it.each([
    ['PNG', png(), 'logo.png', 'image/png', 'png'],
    ['JPEG', jpeg(), 'logo.jpg', 'image/jpeg', 'jpg'],
    ['WebP', webp(), 'logo.webp', 'image/webp', 'webp'],
    ['SVG', text(cleanSvg), 'logo.svg', 'image/svg+xml', 'svg'],
  ])(
    'stores a %s and sets it as the logo; it is served with its type and long caching',
    async (_n, bytes, name, type, ext) => {
      const res = await upload(maison, await as('supervisorAgent'), bytes, name, type)
      expect(res.status).toBe(200)
      const agency = (await res.json()) as TravelAgencyDto
      const logoUrl = agency.corporateDesign!.logoUrl!
      expect(logoUrl).toMatch(new RegExp(`^/api/travel-agencies/${maison}/logo/[0-9a-f]{16}\\.${ext}$`))
      expect((await design(maison))?.logoUrl).toBe(logoUrl)
      const served = await t.request(logoUrl)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(type)
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      expect(served.headers.get('content-security-policy')).toBe(
        ext === 'svg' ? "default-src 'none'; style-src 'unsafe-inline'; sandbox" : null,
      )
      if (ext !== 'svg') expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)
    },
  )

  it('keeps the colours when the logo changes, and the same logo gets the same name', async () => {
    await patch(maison, await as('supervisorAgent'), { corporateDesign: { colors: { main: '#223344' } } })
    const a = (await (await upload(maison, await as('supervisorAgent'), png(), 'a.png')).json()) as TravelAgencyDto
    const b = (await (await upload(maison, await as('admin'), png(), 'b.png')).json()) as TravelAgencyDto
    expect(b.corporateDesign?.logoUrl).toBe(a.corporateDesign?.logoUrl)
    expect(b.corporateDesign?.colors?.main).toBe('#223344')
  })

  it('stores an SVG sanitised: scripts and handlers removed', async () => {
    const res = await upload(maison, await as('supervisorAgent'), text(scriptedSvg), 'logo.svg', 'image/svg+xml')
    expect(res.status).toBe(200)
    const { corporateDesign } = (await res.json()) as TravelAgencyDto
    const served = await (await t.request(corporateDesign!.logoUrl!)).text()
    expect(served).not.toMatch(/script|onload|alert/)
    expect(served).toContain('<path d="M0 0h10v10H0z"/>')
  })

  it.each([
    ['a GIF', gif(), 'logo.gif', 'image/gif'],
    ['HTML', text(html), 'logo.html', 'text/html'],
    ['HTML named .svg', text(html), 'logo.svg', 'image/svg+xml'],
    ['PNG bytes named .svg', png(), 'logo.svg', 'image/svg+xml'],
    ['PNG bytes named .svg without a type', png(), 'logo.svg', ''],
    ['a PDF', text('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'logo.pdf', 'application/pdf'],
  ])('refuses %s (415)', async (_n, bytes, name, type) => {
    const before = await design(maison)
    const res = await upload(maison, await as('supervisorAgent'), bytes, name, type)
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({ message: 'Please upload a PNG, JPEG, WebP or SVG image' })
    expect(await design(maison)).toEqual(before)
  })

  it('refuses an SVG with nothing usable left (422)', async () => {
    const res = await upload(
      maison,
      await as('supervisorAgent'),
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><foreignObject/></svg>'),
      'logo.svg',
    )
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: 'This SVG could not be used' })
  })

  it('refuses more than 1 MB (413), by Content-Length before reading and by size while reading', async () => {
    const big = await upload(maison, await as('supervisorAgent'), png(LOGO_MAX_BYTES + 1), 'big.png', 'image/png')
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({ message: 'The logo may be at most 1 MB' })
    const declared = await t.request(`/api/travel-agencies/${maison}/logo`, {
      method: 'POST',
      headers: {
        ...(await as('supervisorAgent')),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(5 * 1024 * 1024),
      },
      body: '--x--',
    })
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ message: 'The logo may be at most 1 MB' })
    const huge = await upload(maison, await as('supervisorAgent'), png(3 * LOGO_MAX_BYTES), 'huge.png', 'image/png')
    expect(huge.status).toBe(413)
    // exactly 1 MiB passes the API's own 256 KB limit and this one
    expect(
      (await upload(maison, await as('supervisorAgent'), png(LOGO_MAX_BYTES), 'max.png', 'image/png')).status,
    ).toBe(200)
  })

  it("keeps the API's own 256 KB limit for every other call", async () => {
    const res = await patch(maison, await as('supervisorAgent'), { corporateDesign: {}, pad: 'x'.repeat(300 * 1024) })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: 'The request is too large' })
  })

  it("answers 400 without a 'logo' file part", async () => {
    const form = new FormData()
    form.append('image', new File([png() as Uint8Array<ArrayBuffer>], 'logo.png'))
    const headers = await as('supervisorAgent')
    for (const body of [form, JSON.stringify({ logo: 'x' })]) {
      const res = await t.request(`/api/travel-agencies/${maison}/logo`, { method: 'POST', headers, body })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { errors: Record<string, string> }).errors.logo).toMatch(/multipart field 'logo'/)
    }
  })

  it('forbids an agent of the agency and a supervisor of another (403), 401 signed out, 404 unknown', async () => {
    expect((await upload(maison, await as('agent'), png(), 'logo.png')).status).toBe(403)
    expect((await upload(maison, otherSupervisor, png(), 'logo.png')).status).toBe(403)
    const anonymous = await upload(maison, {}, png(), 'logo.png')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ message: 'Not authenticated' })
    expect((await upload('ffffffffffffffffffffffff', await as('admin'), png(), 'logo.png')).status).toBe(404)
  })
})

describe('GET /api/travel-agencies/{id}/logo/{file}', () => {
  it.each([
    `/api/travel-agencies/${'f'.repeat(24)}/logo/0123456789abcdef.png`,
    `/api/travel-agencies/not-an-id/logo/0123456789abcdef.png`,
    `/api/travel-agencies/${'a'.repeat(24)}/logo/..%2F..%2Fsecrets%2Fcard-data-key`,
    `/api/travel-agencies/${'a'.repeat(24)}/logo/0123456789abcdef.gif`,
    `/api/travel-agencies/${'a'.repeat(24)}/logo/logo.png`,
  ])('answers 404 for %s', async (url) => {
    const res = await t.request(url)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Logo not found' })
  })
})
