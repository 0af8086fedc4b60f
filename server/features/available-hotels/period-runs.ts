/**
 * The split and sort of a page need two facts of every hotel of a destination for the period:
 * available, and priced or not (`periodFacts`). Reading them off the nightly arrays chases a few
 * cold pointers per hotel (about half a microsecond each, most of a resort's search); these runs
 * answer them with two byte reads per hotel from arrays of the whole catalogue (a few MB).
 *
 * For each hotel and day: the longest run of nights from that day that one of its rooms has open
 * with a room left (`open`), and open with a price every night (`priced`), capped at 255 (a stay
 * is at most 60 nights); and per payment profile the shortest minimum stay of any plan and of any
 * plan that is not on request. A test keeps `runFacts` equal to `periodFacts` (period-runs.test.ts).
 */
import {
  FACTS_PRICED,
  FACTS_UNAVAILABLE,
  FACTS_UNPRICED,
  type HotelNights,
  type PeriodFacts,
  type PlanFacts,
} from './period-price.ts'

const CAP = 255

/** Writes a hotel's runs for days 0 … nights.days − 1 into `open` and `priced` from `at` on. */
export function writeRuns(nights: HotelNights, open: Uint8Array, priced: Uint8Array, at: number): void {
  const { rooms, days, available, price } = nights
  for (let r = 0; r < rooms; r++) {
    let openRun = 0
    let pricedRun = 0
    for (let d = days - 1; d >= 0; d--) {
      const i = d * rooms + r
      openRun = available[i]! >= 1 ? Math.min(CAP, openRun + 1) : 0
      pricedRun = available[i]! >= 1 && price[i]! >= 0 ? Math.min(CAP, pricedRun + 1) : 0
      if (openRun > open[at + d]!) open[at + d] = openRun
      if (pricedRun > priced[at + d]!) priced[at + d] = pricedRun
    }
  }
}

/** The shortest minimum stay of any plan and of any plan with prices (not on request); 255: none. */
export function planNights(plans: readonly PlanFacts[]): { any: number; priced: number } {
  let any = CAP
  let priced = CAP
  for (const plan of plans) {
    any = Math.min(any, plan.minNights)
    if (!plan.isOnRequest) priced = Math.min(priced, plan.minNights)
  }
  return { any, priced }
}

/** `periodFacts` from a hotel's runs (starting at `at`, `days` long) and its profile's plan nights. */
export function runFacts(
  open: Uint8Array,
  priced: Uint8Array,
  at: number,
  days: number,
  from: number,
  nights: number,
  minAny: number,
  minPriced: number,
): PeriodFacts {
  if (from < 0 || from >= days || nights < minAny || open[at + from]! < nights) return FACTS_UNAVAILABLE
  return nights >= minPriced && priced[at + from]! >= nights ? FACTS_PRICED : FACTS_UNPRICED
}
