/**
 * The first `k` items in `cmp` order without sorting all of them: a sorted window of k, where most
 * items cost one comparison with the window's last. Falls back to a full sort for small inputs.
 */
export function topK<T>(items: readonly T[], k: number, cmp: (a: T, b: T) => number): T[] {
  if (k <= 0) return []
  if (items.length <= k * 4) return [...items].sort(cmp).slice(0, k)
  const top: T[] = []
  for (const item of items) {
    if (top.length === k && cmp(item, top[k - 1]!) >= 0) continue
    insertIntoWindow(top, item, k, cmp)
  }
  return top
}

/** Inserts `item` into the sorted window `top` (stable: after equal items) and keeps at most `k`. */
export function insertIntoWindow<T>(top: T[], item: T, k: number, cmp: (a: T, b: T) => number): void {
  let lo = 0
  let hi = top.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (cmp(top[mid]!, item) <= 0) lo = mid + 1
    else hi = mid
  }
  top.splice(lo, 0, item)
  if (top.length > k) top.pop()
}
