/** The chalet of the landscapes: a symbol (#ch) drawn once per scene and placed with <use>. */
import { PALETTE, mix, r0, type TimeOfDay } from './svg.ts'

/** The chalet drawing (origin at the middle of its base), defined once per scene as #ch. */
export function chaletDef(lit: number, winter: boolean, time: TimeOfDay): string {
  const dark = time === 'night' ? 0.55 : time === 'dusk' ? 0.35 : 0
  const wood = mix('#7a5333', '#000000', dark)
  const stone = mix('#9a948a', '#000000', dark)
  const roof = mix('#2f2925', '#000000', dark * 0.6)
  const glass = lit > 0.3 ? PALETTE.warmLight : mix('#3c5468', '#9fb7cc', 0.3)
  let out = '<g id="ch">'
  if (lit > 0.3)
    out += `<circle cy="-110" r="260" fill="url(#cg)" opacity="${(lit * (winter ? 0.5 : 0.3)).toFixed(2)}"/>`
  out += `<path d="M-112-42h224v42h-224zM-62-240h16v60h-16z" fill="${stone}"/>`
  out += `<path d="M-100-165h200v125h-200z" fill="${wood}"/>`
  out += `<path d="M-80-148h38v52h-38zM-22-148h38v52h-38zM42-148h38v52h-38zM-80-36h30v26h-30zM50-36h30v26h-30zM-18-190l18-26 18,26z" fill="${glass}"/>`
  out += `<path d="M-118-92h236v9h-236z" fill="${mix(wood, '#000000', 0.35)}"/>`
  out += `<path d="M-140-158L0-262 140-158l-12,10L0-240-128-148z" fill="${roof}"/>`
  if (winter) out += `<path d="M-146-156L0-270 146-156l-10,2L0-252-136-154z" fill="${PALETTE.snow}"/>`
  return out + '</g>'
}

export const useChalet = (x: number, y: number, s: number) =>
  `<use href="#ch" transform="translate(${r0(x)} ${r0(y)}) scale(${s.toFixed(2)})"/>`
