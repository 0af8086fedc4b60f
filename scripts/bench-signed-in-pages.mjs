// The signed-in pages the bench measures (scripts/bench-signed-in.mjs), as an agent has them: each with
// its address, what shows that its content is there (`ready`, a page expression), and what the
// browser's storage must hold first (`prepare`). The agents' hotel search keeps its destination and
// period in local storage, not in the address (src/features/hotel-search/filter-storage.ts); the
// selection of two rooms is added through the page's own dialog once.
import { demoIds } from './bench-chat.mjs'
import { evaluate } from './cdp-client.mjs'
import { RENDERED, openTab, sleep, tap, waitFor } from './cdp-page.mjs'

export const AGENT = 'agent@maison-voyage-prive.example'
export const SUPERVISOR = 'supervisor@maison-voyage-prive.example'
/** The destination of the search with a period (13 hotels in the demo catalogue: a full page of cards). */
export const SEARCH_DESTINATION = 'Switzerland'

const HOTEL_FILTER_KEY = 'lds.hotel-search-filter'
const SELECTION_PREFIX = 'lds.hotel-selection'
const LEAD_LINK = 'a[href*="/partner/dashboard/property-leads/"]'
export const ENQUIRE = 'a[href*="/shop-modal"]'
/** the first rate of the offers dialog that can be chosen (the beds are radios too) */
export const RATE = `document.querySelector('[role="dialog"] input[type="radio"][name^="rate-"]:not([disabled])')`
/** the rate's label, where a person taps */
export const RATE_LABEL = `=document.querySelector('label[for="' + CSS.escape(${RATE}.id) + '"]') ?? ${RATE}`
export const RATE_CHOSEN = `document.querySelector('[role="dialog"] input[type="radio"][name^="rate-"]:checked') !== null`
/** a room card still asking for its availability */
const CHECKING = '.room-card__price--muted'

const iso = (ms) => new Date(ms).toISOString().slice(0, 10)
/** A week from `daysAhead` days on (the demo hotels have a year of inventory). */
export function weekFrom(daysAhead) {
  const start = Date.now() + daysAhead * 86_400_000
  return { checkInDate: iso(start), checkOutDate: iso(start + 7 * 86_400_000) }
}

/** Every signed-in page's name (for BENCH_PAGES), the supervisor's last. */
export const PAGE_NAMES = [
  '/hotels',
  '/hotels with a search',
  'hotel page',
  'hotel page with two rooms',
  '/partner/dashboard',
  'lead page',
  '/chat',
  'chat channel',
  'supervisor dashboard',
]

/** The names BENCH_PAGES keeps (comma separated, as in scripts/bench-lighthouse.mjs); all when unset. */
export function pageFilter() {
  const only = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return (name) => only.length === 0 || only.includes(name)
}

/** The /hotels search: the stored filter set to `filter`, or removed (no destination, no period). */
const storeFilter = (filter) => (origin) =>
  origin.run(
    filter
      ? `localStorage.setItem(${JSON.stringify(HOTEL_FILTER_KEY)}, ${JSON.stringify(JSON.stringify(filter))}); true`
      : `localStorage.removeItem(${JSON.stringify(HOTEL_FILTER_KEY)}); true`,
  )

/** The stored selection's room units for the hotel and period, any payment profile. */
const selectionCount = (hotelId, period) => `(() => {
  const prefix = ${JSON.stringify(`${SELECTION_PREFIX}:${hotelId}:${period.checkInDate}:${period.checkOutDate}:`)}
  const key = Object.keys(localStorage).find((k) => k.startsWith(prefix))
  return key ? JSON.parse(localStorage.getItem(key)).rooms.reduce((n, room) => n + room.entries.length, 0) : 0
})()`

/** The hotel page has its rooms with Enquire and no room is still checking its availability. */
const roomsReady = `!!document.querySelector(${JSON.stringify(ENQUIRE)}) && !document.querySelector(${JSON.stringify(CHECKING)})`

/**
 * Adds rooms to the selection of the hotel page at `url` through its UI until it holds `count`: a
 * room's Enquire, its first rate, Add to selection (the next room when one has no rate to choose).
 */
async function addRoomsThroughThePage(cdp, url, count, countExpression) {
  const tab = await openTab(cdp)
  try {
    for (let room = 0; ; room++) {
      await cdp.send('Page.navigate', { url }, tab.sessionId)
      await waitFor(cdp, tab.sessionId, `${RENDERED} && ${roomsReady}`, 60_000)
      if ((await evalCount(cdp, tab, countExpression)) >= count) return
      const links = `document.querySelectorAll(${JSON.stringify(ENQUIRE)})`
      if (room >= (await evaluate(cdp, tab.sessionId, `${links}.length`)))
        throw new Error(`the hotel page ${url} has no ${count} rooms that can be added to a selection`)
      await tap(cdp, tab.sessionId, `=${links}[${room}]`)
      const offered = await waitFor(cdp, tab.sessionId, `!!${RATE}`, 20_000).then(
        () => true,
        () => false,
      )
      if (!offered) continue
      await tap(cdp, tab.sessionId, RATE_LABEL)
      await waitFor(cdp, tab.sessionId, RATE_CHOSEN, 10_000)
      const before = await evalCount(cdp, tab, countExpression)
      await tap(cdp, tab.sessionId, '[role="dialog"] form button[type="submit"]')
      await waitFor(cdp, tab.sessionId, `${countExpression} > ${before}`, 20_000)
      await sleep(300)
    }
  } finally {
    await tab.close()
  }
}

/**
 * The agent's newest chat channel (GET /api/chat/channels); without one, an enquiry at a chat-enabled
 * demo hotel through POST /api/hotels/{id}/chats as the agent (once per data directory: a fixed key).
 */
async function agentChannel(origin) {
  const list = await origin.api('/api/chat/channels?limit=1')
  if (list.channels?.[0]) return list.channels[0].cid
  const { hotelId } = demoIds()
  const week = weekFrom(60)
  const body = {
    clientFirstName: 'Bench',
    clientLastName: 'Client',
    amexCardMember: '',
    tls: '4711',
    cc: '0815',
    messageText: 'Do you have a suite with a view for our client in the week we chose?',
    checkIn: week.checkInDate,
    checkOut: week.checkOutDate,
    rooms: [{ numAdults: 2, numChildren: 0 }],
  }
  const answer = await origin.run(`(async () => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))
    const token = key ? JSON.parse(localStorage.getItem(key)).access_token : ''
    const res = await fetch(${JSON.stringify(`/api/hotels/${hotelId}/chats`)}, {
      method: 'POST',
      headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json', 'idempotency-key': 'bench-signed-in' },
      body: ${JSON.stringify(JSON.stringify(body))},
    })
    return res.ok ? res.json() : { status: res.status, text: await res.text() }
  })()`)
  if (!answer?.cid) throw new Error(`the bench's enquiry was refused: ${JSON.stringify(answer)}`)
  return answer.cid
}

const evalCount = (cdp, tab, expression) => evaluate(cdp, tab.sessionId, expression).then((n) => n ?? 0)

/** The hotel the hotel page's figures use: the first of GET /api/inspirationnow (bench-pages took it so). */
async function demoHotelId(base) {
  const posts = await (await fetch(`${base}/api/inspirationnow`)).json().catch(() => [])
  const hotelId = Array.isArray(posts) ? posts[0]?.hotel?._id : undefined
  if (!hotelId) throw new Error('no hotel found through GET /api/inspirationnow')
  return hotelId
}

/**
 * The first two weeks from two months ahead in which `rooms` rooms or more of the hotel can be booked
 * (GET /api/hotels/{id}/available-rooms): the demo inventory has fully booked and closed weeks.
 */
async function bookableWeeks(origin, hotelId, rooms) {
  const weeks = []
  for (let days = 60; weeks.length < 2 && days < 60 + 7 * 30; days += 7) {
    const week = weekFrom(days)
    const query = new URLSearchParams({ ...week, paymentProfile: 'ClientPays' })
    const answer = await origin.api(`/api/hotels/${hotelId}/available-rooms?${query}`)
    if ((answer.rooms ?? []).filter((room) => room.reason === null).length >= rooms) weeks.push(week)
  }
  if (weeks.length < 2) throw new Error(`the hotel ${hotelId} has no two weeks with ${rooms} rooms to book`)
  return weeks
}

/**
 * The agent's pages, with their real addresses: a hotel from GET /api/inspirationnow (as the hotel
 * page's JS figure takes it), a bookable week two months ahead or later for the hotel page and the next
 * one for the selection (one selection is kept at a time: a page of another period drops it, so it
 * is added again when gone), and the agent's newest property lead from GET /api/sales/leads.
 */
export async function agentPagesOf(base, origin) {
  const hotelId = await demoHotelId(base)
  const [period, selectionPeriod] = await bookableWeeks(origin, hotelId, 2)
  const hotelPage = (p) => `/hotels/${hotelId}?${new URLSearchParams(p)}`
  const leads = await origin.api('/api/sales/leads?scope=own&kind=property&limit=1')
  const lead = leads.items?.[0]
  if (!lead) throw new Error(`no property lead of the demo agent (GET /api/sales/leads: ${JSON.stringify(leads)})`)
  const cards = `!!document.querySelector('#pageContent a[href^="/hotels/"]')`
  const pages = [
    { name: '/hotels', path: '/hotels', ready: cards, prepare: storeFilter(null) },
    {
      name: '/hotels with a search',
      path: '/hotels',
      ready: cards,
      prepare: storeFilter({ destination: SEARCH_DESTINATION, ...period }),
    },
    { name: 'hotel page', path: hotelPage(period), ready: roomsReady },
    {
      name: 'hotel page with two rooms',
      path: hotelPage(selectionPeriod),
      ready: roomsReady,
      prepare: async (origin, cdp) => {
        const count = selectionCount(hotelId, selectionPeriod)
        if ((await origin.run(count)) >= 2) return
        await addRoomsThroughThePage(cdp, `${base}${hotelPage(selectionPeriod)}`, 2, count)
      },
    },
    { name: '/partner/dashboard', path: '/partner/dashboard', ready: `!!document.querySelector('${LEAD_LINK}')` },
    {
      name: 'lead page',
      path: `/partner/dashboard/property-leads/${lead._id}`,
      ready: `!!document.querySelector('#main')?.innerText.includes(${JSON.stringify(lead.client.lastName)})`,
    },
  ]
  const cid = await agentChannel(origin)
  pages.push(
    { name: '/chat', path: '/chat', ready: `!!document.querySelector('#main a[href^="/chat/"]')` },
    { name: 'chat channel', path: `/chat/${cid}`, ready: `!!document.querySelector('.chat-log .chat-message')` },
  )
  return pages.map((page) => ({ ...page, url: `${base}${page.path}` }))
}

/** The supervisor's page: the team's leads. */
export function supervisorPagesOf(base) {
  return [
    {
      name: 'supervisor dashboard',
      path: '/partner/dashboard/supervisor',
      url: `${base}/partner/dashboard/supervisor`,
      ready: `!!document.querySelector('${LEAD_LINK}')`,
    },
  ]
}

/** The hotel page's and /hotels' addresses without a session (for the JS figures, which sign in in their own browser). */
export async function jsPagesOf(base) {
  const hotelId = await demoHotelId(base)
  return [
    { name: '/hotels', url: `${base}/hotels`, goal: 190 * 1024 },
    { name: 'hotel page', url: `${base}/hotels/${hotelId}?${new URLSearchParams(weekFrom(60))}`, goal: 200 * 1024 },
  ]
}
