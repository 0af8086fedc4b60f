/**
 * Every node reachable from `roots` (the roots included) along `next`, which gives a node's
 * outgoing edges (or nothing for a node it does not know). Survives cycles.
 */
export function reachable(roots: Iterable<string>, next: (node: string) => readonly string[] | undefined): Set<string> {
  const seen = new Set<string>()
  const visit = (node: string) => {
    if (seen.has(node)) return
    seen.add(node)
    for (const to of next(node) ?? []) visit(to)
  }
  for (const root of roots) visit(root)
  return seen
}
