/**
 * The name a confirmation may greet: a confirmation goes to whatever address was typed, so it
 * repeats nothing the sender wrote but their name, on one line and cut to 60 characters, and not
 * even that when it looks like a link or an address (docs/decisions/043-throttling-and-proxy.md).
 */
const GREETING_NAME_MAX = 60

export function greetingName(name: string): string | undefined {
  const oneLine = name.replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ').trim()
  if (!oneLine || /[/\\:@<>]|www\.|\w\.[a-z]{2,}/iu.test(oneLine)) return undefined
  const chars = Array.from(oneLine)
  return chars.length > GREETING_NAME_MAX ? chars.slice(0, GREETING_NAME_MAX).join('').trimEnd() : oneLine
}
