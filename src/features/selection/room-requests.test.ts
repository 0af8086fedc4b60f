import { describe, expect, it } from 'vitest'
import type { RoomRequest, RoomRequestAction } from './room-requests.ts'
import { newRequest, occupancyOf, parseChildAge, resizeAges, roomRequestsReducer } from './room-requests.ts'

const chosen = (change: Partial<RoomRequest> = {}): RoomRequest => ({
  ...newRequest(),
  numAdults: 2,
  numChildren: 2,
  childAges: [4, 9],
  ratePlanId: 'plan',
  ...change,
})

const view = (list: RoomRequest[]) =>
  list.map(({ numAdults, numChildren, childAges, ratePlanId }) => ({ numAdults, numChildren, childAges, ratePlanId }))

describe('room requests of the room-offers modal', () => {
  it('starts with one room for 1 adult and no children', () => {
    expect(view([newRequest()])).toEqual([{ numAdults: 1, numChildren: 0, childAges: [], ratePlanId: null }])
  })

  it.each<[string, RoomRequestAction, Partial<RoomRequest>]>([
    ['more adults', { type: 'adults', index: 0, value: 3 }, { numAdults: 3 }],
    ['adults stay at least 1', { type: 'adults', index: 0, value: 0 }, { numAdults: 1 }],
    ['fewer children truncate the ages', { type: 'children', index: 0, value: 1 }, { numChildren: 1, childAges: [4] }],
    [
      'more children add unknown ages',
      { type: 'children', index: 0, value: 3 },
      { numChildren: 3, childAges: [4, 9, null] },
    ],
    ['children stay at least 0', { type: 'children', index: 0, value: -2 }, { numChildren: 0, childAges: [] }],
    ['a child age', { type: 'age', index: 0, child: 1, value: '12', maxAge: 16 }, { childAges: [4, 12] }],
    [
      'an age above the max child age is ignored',
      { type: 'age', index: 0, child: 1, value: '17', maxAge: 16 },
      { childAges: [4, null] },
    ],
    [
      'a non-number age is ignored',
      { type: 'age', index: 0, child: 0, value: 'x', maxAge: 16 },
      { childAges: [null, 9] },
    ],
  ])('any guest change clears the chosen rate: %s', (_, action, expected) => {
    const [after] = roomRequestsReducer([chosen()], action)
    expect(view([after!])).toEqual(view([chosen({ ...expected, ratePlanId: null })]))
  })

  it('any guest change clears the chosen beds; choosing beds keeps the rate and the other rooms', () => {
    const withBeds = chosen({ bedConfiguration: 'singleBed+singleBed' })
    for (const action of [
      { type: 'adults', index: 0, value: 3 },
      { type: 'children', index: 0, value: 1 },
      { type: 'age', index: 0, child: 0, value: '7', maxAge: 16 },
    ] satisfies RoomRequestAction[])
      expect(roomRequestsReducer([withBeds], action)[0]!.bedConfiguration).toBeNull()
    const state = [chosen(), chosen()]
    const after = roomRequestsReducer(state, { type: 'beds', index: 1, bedConfiguration: 'singleBed+singleBed' })
    expect(after.map((r) => [r.ratePlanId, r.bedConfiguration])).toEqual([
      ['plan', null],
      ['plan', 'singleBed+singleBed'],
    ])
    expect(after[0]).toBe(state[0])
  })

  it('choosing a rate changes only that room', () => {
    const state = [chosen({ ratePlanId: null }), chosen({ ratePlanId: null })]
    const after = roomRequestsReducer(state, { type: 'rate', index: 1, ratePlanId: 'flex' })
    expect(after.map((r) => r.ratePlanId)).toEqual([null, 'flex'])
    expect(after[0]).toBe(state[0])
  })

  it.each<[number, number]>([
    [3, 3],
    [0, 1],
    [25, 20],
  ])('the number of rooms %s gives %s requests (1 to 20)', (count, expected) => {
    expect(roomRequestsReducer([newRequest()], { type: 'count', count })).toHaveLength(expected)
  })

  it('a new room copies the guests of the last room, without its rate; fewer rooms keep the first ones', () => {
    const more = roomRequestsReducer([chosen()], { type: 'count', count: 2 })
    expect(view(more)).toEqual([
      view([chosen()])[0],
      { numAdults: 2, numChildren: 2, childAges: [4, 9], ratePlanId: null },
    ])
    expect(new Set(more.map((r) => r.key)).size).toBe(2)
    expect(roomRequestsReducer(more, { type: 'count', count: 1 })[0]).toBe(more[0])
  })

  it('reset gives one fresh room', () => {
    expect(view(roomRequestsReducer([chosen(), chosen()], { type: 'reset' }))).toEqual(view([newRequest()]))
  })

  it.each<[string, number, number | null]>([
    ['0', 16, 0],
    ['16', 16, 16],
    ['17', 16, null],
    ['12', 11, null],
    [' 7 ', 16, 7],
    ['', 16, null],
    ['-1', 16, null],
    ['3.5', 16, null],
    ['abc', 16, null],
  ])('child age %j with max %s is %s', (text, max, expected) => {
    expect(parseChildAge(text, max)).toBe(expected)
  })

  it('sends only the ages given', () => {
    expect(resizeAges([1, 2, 3], 2)).toEqual([1, 2])
    expect(occupancyOf(chosen({ childAges: [4, null] }))).toEqual({ numAdults: 2, numChildren: 2, childrenAges: [4] })
  })
})
