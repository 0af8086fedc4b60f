/**
 * Writes an answer as UTF-8 bytes from pieces: cached bytes (a card) and short texts (the fields
 * of one request). The answer of a search is about 32 KB; made as one string it was concatenated,
 * flattened and then encoded again for the response (docs/decisions/046-property-search-index.md).
 * One writer at a time: the search is synchronous.
 */
let scratch = Buffer.allocUnsafeSlow(64 * 1024)
let at = 0

function ensure(bytes: number): void {
  if (at + bytes <= scratch.length) return
  const grown = Buffer.allocUnsafeSlow(Math.max(scratch.length * 2, at + bytes))
  scratch.copy(grown, 0, 0, at)
  scratch = grown
}

export function startAnswer(): void {
  at = 0
}

/** Up to this length a text is copied by a loop while it is ASCII (a call into the UTF-8 encoder costs more). */
const SHORT = 96

export function writeText(text: string): void {
  const n = text.length
  ensure(n * 3)
  if (n <= SHORT) {
    let i = 0
    for (; i < n; i++) {
      const c = text.charCodeAt(i)
      if (c > 127) break
      scratch[at + i] = c
    }
    if (i === n) {
      at += n
      return
    }
    at += scratch.write(text.slice(i), at + i, 'utf8') + i
    return
  }
  at += scratch.write(text, at, 'utf8')
}

export function writeBytes(bytes: Uint8Array): void {
  ensure(bytes.length)
  scratch.set(bytes, at)
  at += bytes.length
}

/** The answer written since startAnswer, in a buffer of its own. */
export function finishAnswer(): Buffer {
  const out = Buffer.allocUnsafeSlow(at)
  scratch.copy(out, 0, 0, at)
  return out
}
