import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { addHotelTeam } from '../../../tests/setup/hotel-team.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import * as v from 'valibot'
import { HotelContentSchema, type HotelContent } from '#domain/extranet/content.ts'
import { SECTION_MESSAGES } from '#domain/extranet/content-sections.ts'
import type { HotelDetail } from '#domain/hotels/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { hotels, programs } from '#server/db/schema.ts'
import { cleanSvg, gif, png, scriptedSvg, text } from '#server/lib/image-fixtures.ts'
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from './images-file.ts'

/**
 * The hotel page's fields beyond the description (docs/product/extranet.md#hotel-page-fields) on the real database:
 * every role on each write (the editor's PUT, PATCH /api/hotels/{id}, the image upload), good and bad input, German
 * beside English in the hotel answer, versions and a revert of the new fields.
 */
let t: TestApp
let hotelId: string
let otherHotelId: string
const who: Record<string, Record<string, string>> = {}

const tokenOf = async (sub: string) => bearer(await signAccessToken(t.config, { sub })).headers
const hotelTeam = (hotel: string) => addHotelTeam(t, hotel, { firstName: 'Front', lastName: 'Office' })

beforeAll(async () => {
  t = await createTestApp({ hotels: 2, properties: 0 })
  const list = await t.database.db.select({ id: hotels.id }).from(hotels).limit(2)
  hotelId = list[0]!.id
  otherHotelId = list[1]!.id
  who.team = await hotelTeam(hotelId)
  who.otherTeam = await hotelTeam(otherHotelId)
  who.admin = await tokenOf(demoAccount('admin').id)
  who.agent = await tokenOf(demoAccount('agent').id)
  who.operator = await tokenOf(demoAccount('operator').id)
  who.visitor = {}
}, 60_000)
afterAll(() => t?.close())

type Answer = { content: HotelContent; version: number; versions: { version: number; changed: string[] }[] }
const json = (method: string, url: string, body: unknown, headers: Record<string, string>) =>
  t.request(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
const read = async (headers = who.team!) =>
  (await (await t.request(`/api/extranet/hotels/${hotelId}/content`, { headers })).json()) as Answer
const put = (body: unknown, headers = who.team!, id = hotelId) =>
  json('PUT', `/api/extranet/hotels/${id}/content`, body, headers)
const patch = (body: unknown, headers: Record<string, string>, id = hotelId) =>
  json('PATCH', `/api/hotels/${id}`, body, headers)
const detail = async (lang: 'en' | 'de') =>
  (await (await t.request(`/api/hotels/${hotelId}`, { headers: { 'accept-language': lang } })).json()) as HotelDetail
const upload = (headers: Record<string, string>, bytes: Uint8Array, name: string, type = '', field = 'image') => {
  const form = new FormData()
  form.append(field, new File([bytes as Uint8Array<ArrayBuffer>], name, type ? { type } : {}))
  return t.request('/api/extranet/images', { method: 'POST', headers, body: form })
}
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string> }).errors

const venue = {
  type: { en: 'Restaurant', de: 'Restaurant' },
  name: 'Le Sommet',
  michelinStars: 2,
  description: { en: 'Alpine cooking at 2000 m.', de: 'Alpine Küche auf 2000 m.' },
  openingHours: { en: 'Daily 19:00-22:00', de: '' },
}

describe('the hotel page fields in the editor', () => {
  it('the team adds a dining venue, reorders images with alt texts, writes German policies; both pages show them; a revert restores', async () => {
    const before = await read()
    const [a, b, ...rest] = before.content.images
    const images = [
      { ...b!, alt: { en: 'The pool at dusk', de: 'Das Schwimmbad in der Dämmerung' } },
      { ...a!, alt: { en: 'The facade', de: '' } },
      ...rest,
    ]
    const saved = await put({
      baseVersion: before.version,
      diningVenues: [venue, ...before.content.diningVenues],
      images,
      smokingPolicy: { en: 'Non-smoking hotel.', de: 'Nichtraucherhotel.' },
      reservationHours: { en: 'Daily 8:00-22:00', de: 'Täglich 8-22 Uhr' },
      checkIn: { ...before.content.checkIn, instructions: { en: 'Ring the bell.', de: '' } },
      isChatEnabled: !before.content.isChatEnabled,
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const version = ((await saved.json()) as { version: number }).version

    const en = await detail('en')
    const de = await detail('de')
    expect(en.diningVenues[0]).toMatchObject({ name: 'Le Sommet', michelinStars: 2, description: venue.description.en })
    expect(de.diningVenues[0]).toMatchObject({
      description: venue.description.de,
      // a blank German text shows the English one
      openingHoursDescription: venue.openingHours.en,
    })
    expect(en.images[0]).toEqual({ url: b!.url, alt: 'The pool at dusk' })
    expect(de.images[0]).toEqual({ url: b!.url, alt: 'Das Schwimmbad in der Dämmerung' })
    expect(de.images[1]).toEqual({ url: a!.url, alt: 'The facade' })
    expect(de.smokingPolicy).toBe('Nichtraucherhotel.')
    expect(en.smokingPolicy).toBe('Non-smoking hotel.')
    expect(de.contact.reservation.hours).toBe('Täglich 8-22 Uhr')
    expect(de.checkIn?.instructions).toBe('Ring the bell.')
    expect(en.isChatEnabled).toBe(!before.content.isChatEnabled)
    // the German texts are not answered beside the English ones
    expect(JSON.stringify(en)).not.toMatch(/descriptionDe|typeDe|instructionsDe/)

    const after = await read()
    expect(after.content.diningVenues[0]).toEqual(venue)
    expect(after.versions[0]!.changed).toEqual(
      expect.arrayContaining(['images', 'diningVenues', 'checkIn', 'smokingPolicy.de', 'isChatEnabled']),
    )

    const revert = await json(
      'POST',
      `/api/extranet/hotels/${hotelId}/content/versions/${before.version}/revert`,
      { baseVersion: version },
      who.team!,
    )
    expect(revert.status).toBe(200)
    const reverted = await read()
    expect(reverted.content.diningVenues).toEqual(before.content.diningVenues)
    expect(reverted.content.images.map((i) => i.url)).toEqual(before.content.images.map((i) => i.url))
    expect((await detail('de')).smokingPolicy).toBe(before.content.smokingPolicy.en || null)
  })

  it('a stale save of the new fields is 409 and changes nothing', async () => {
    const current = await read()
    const res = await put({ baseVersion: current.version - 1, diningVenues: [] })
    expect(res.status).toBe(409)
    expect((await read()).content.diningVenues).toEqual(current.content.diningVenues)
  })

  it('bad input is a 400 naming the field: a venue without a name, an unknown facility, an image not of the page', async () => {
    const current = await read()
    const bad = await put({ baseVersion: current.version, diningVenues: [{ ...venue, name: '', michelinStars: 5 }] })
    expect(bad.status).toBe(400)
    expect(await errorsOf(bad)).toMatchObject({
      'diningVenues.0.name': SECTION_MESSAGES.name,
      'diningVenues.0.michelinStars': SECTION_MESSAGES.stars,
    })
    const facility = await put({
      baseVersion: current.version,
      facilities: [{ facilityId: 'no-such-facility', priceText: { en: '' }, description: { en: '' } }],
    })
    expect(facility.status).toBe(400)
    expect((await errorsOf(facility))['facilities.0.facilityId']).toBe(SECTION_MESSAGES.facility)
    const image = await put({ baseVersion: current.version, images: [{ url: 'https://elsewhere.example/x.jpg' }] })
    expect(image.status).toBe(400)
    expect((await errorsOf(image))['images.0.url']).toBe(SECTION_MESSAGES.url)
    expect((await read()).version).toBe(current.version)
  })

  it('programs are our admins: a team changing them is 403, an admin sets them, an unknown one is 400', async () => {
    const [program] = await t.database.db.select({ id: programs.id }).from(programs).limit(1)
    const current = await read()
    const others = current.content.programIds.includes(program!.id)
      ? current.content.programIds.filter((p) => p !== program!.id)
      : [...current.content.programIds, program!.id]
    const byTeam = await put({ baseVersion: current.version, programIds: others })
    expect(byTeam.status).toBe(403)
    expect(((await byTeam.json()) as { message: string }).message).toBe(SECTION_MESSAGES.programs)
    // the team's own save sends the programs unchanged: fine
    expect((await put({ baseVersion: current.version, programIds: current.content.programIds })).status).toBe(200)
    const byAdmin = await put({ baseVersion: current.version + 1, programIds: others }, who.admin)
    expect(byAdmin.status, await byAdmin.clone().text()).toBe(200)
    expect((await read()).content.programIds).toEqual([...others].sort())
    const unknown = await put({ baseVersion: current.version + 2, programIds: ['nope'] }, who.admin)
    expect(unknown.status).toBe(400)
    expect((await errorsOf(unknown)).programIds).toBe(SECTION_MESSAGES.program)
  })

  it.each([
    ['admin', 200],
    ['team', 200],
    ['otherTeam', 404],
    ['agent', 403],
    ['operator', 403],
    ['visitor', 401],
  ])('the editor save by %s: %i', async (role, status) => {
    const version = (await read()).version
    expect((await put({ baseVersion: version, isChatEnabled: true }, who[role])).status).toBe(status)
  })
})

describe('PATCH /api/hotels/{id}', () => {
  it.each([
    ['admin', 200],
    ['team', 200],
    ['otherTeam', 404],
    ['agent', 403],
    ['operator', 403],
    ['visitor', 401],
  ])('by %s: %i', async (role, status) => {
    const res = await patch({ houseRulesMarkdown: { en: `# House rules (${role})`, de: '' } }, who[role]!)
    expect(res.status).toBe(status)
    if (status === 200) {
      const body = (await res.json()) as { version: number; content: HotelContent }
      expect(body.content.houseRulesMarkdown.en).toBe(`# House rules (${role})`)
      expect((await detail('de')).houseRulesMarkdown).toBe(`# House rules (${role})`)
    }
  })

  it('an admin patches any hotel; versioned like the editor; a stale baseVersion is 409; bad input 400', async () => {
    const res = await patch(
      { petPolicy: { arePetsAllowed: true, restrictions: { en: 'Dogs only', de: 'Nur Hunde' } } },
      who.admin!,
      otherHotelId,
    )
    expect(res.status).toBe(200)
    const { version } = (await res.json()) as { version: number }
    const other = (await (
      await t.request(`/api/extranet/hotels/${otherHotelId}/content`, { headers: who.admin! })
    ).json()) as Answer
    expect(other.version).toBe(version)
    expect(other.versions[0]!.changed).toEqual(['petPolicy'])
    expect((await patch({ baseVersion: version - 1, isChatEnabled: false }, who.admin!, otherHotelId)).status).toBe(409)
    const bad = await patch({ checkIn: { startTime: '3pm' } }, who.admin!, otherHotelId)
    expect(bad.status).toBe(400)
    expect(Object.keys(await errorsOf(bad))).toContain('checkIn.startTime')
    expect((await patch({ isChatEnabled: false }, who.admin!, 'not-an-id')).status).toBe(404)
  })
})

describe('POST /api/extranet/images', () => {
  it.each([
    ['admin', 201],
    ['team', 201],
    ['operator', 201],
    ['agent', 403],
    ['visitor', 401],
  ])('by %s: %i', async (role, status) => {
    expect((await upload(who[role]!, png(), 'photo.png')).status).toBe(status)
  })

  it('answers { url } of a stored image that the page may then list, served with its type', async () => {
    const res = await upload(who.team!, png(2000), 'photo.png', 'image/png')
    expect(res.status).toBe(201)
    const { url } = (await res.json()) as { url: string }
    expect(url).toMatch(/^\/api\/extranet\/images\/[0-9a-f]{16}\.png$/)
    const served = await t.request(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toMatch(/immutable/)
    const current = await read()
    const saved = await put({
      baseVersion: current.version,
      images: [...current.content.images, { url, alt: { en: 'The spa', de: 'Das Spa' } }],
    })
    expect(saved.status).toBe(200)
    expect((await detail('de')).images.at(-1)).toEqual({ url, alt: 'Das Spa' })
    // removed again
    expect((await put({ baseVersion: current.version + 1, images: current.content.images })).status).toBe(200)
    expect((await detail('en')).images.map((i) => i.url)).not.toContain(url)
  })

  it('stores an SVG sanitised, served sandboxed', async () => {
    const res = await upload(who.team!, text(scriptedSvg), 'plan.svg', 'image/svg+xml')
    expect(res.status).toBe(201)
    const served = await t.request(((await res.json()) as { url: string }).url)
    expect(served.headers.get('content-security-policy')).toMatch(/sandbox/)
    expect(await served.text()).not.toMatch(/script|onload/)
    expect((await upload(who.team!, text(cleanSvg), 'plan.svg')).status).toBe(201)
  })

  it.each<[string, Uint8Array, string, string, number, string]>([
    ['a GIF', gif(), 'a.gif', '', 415, IMAGE_MESSAGES.type],
    ['PNG bytes named .svg', png(), 'a.svg', '', 415, IMAGE_MESSAGES.type],
    ['HTML', text('<!doctype html><p>hi</p>'), 'a.html', 'text/html', 415, IMAGE_MESSAGES.type],
    [
      'an SVG with only a script',
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'a.svg',
      '',
      422,
      IMAGE_MESSAGES.svg,
    ],
    ['more than 5 MB', png(IMAGE_MAX_BYTES + 1), 'a.png', 'image/png', 413, IMAGE_MESSAGES.tooLarge],
  ])('refuses %s', async (_name, bytes, name, type, status, message) => {
    const res = await upload(who.team!, bytes, name, type)
    expect(res.status).toBe(status)
    expect(((await res.json()) as { message: string }).message).toBe(message)
  })

  it('a file in another field is a 400 naming the field; an unknown file is 404', async () => {
    const res = await upload(who.team!, png(), 'a.png', '', 'logo')
    expect(res.status).toBe(400)
    expect((await errorsOf(res)).image).toBe(IMAGE_MESSAGES.missing)
    expect((await t.request('/api/extranet/images/0000000000000000.png')).status).toBe(404)
    expect((await t.request('/api/extranet/images/..%2Fsecret')).status).toBe(404)
  })
})

// the seed's rows are what the editor starts from: saved unchanged, every hotel's page passes the schema
it('the editor can save every seeded page as it is', async () => {
  const [row] = await t.database.db.select().from(hotels).where(eq(hotels.id, hotelId))
  expect(row!.images.length).toBeGreaterThan(1)
  for (const id of [hotelId, otherHotelId]) {
    const answer = (await (
      await t.request(`/api/extranet/hotels/${id}/content`, { headers: who.admin! })
    ).json()) as Answer
    const parsed = v.safeParse(HotelContentSchema, { ...answer.content, baseVersion: answer.version })
    expect(parsed.success ? [] : parsed.issues.map((i) => i.message)).toEqual([])
  }
})
