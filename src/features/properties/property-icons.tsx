/** Line icons of the property facts (decorative: the text beside them says the same). */
const common = {
  width: 28,
  height: 28,
  viewBox: '0 0 28 28',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.3,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
}

export function HouseIcon() {
  return (
    <svg {...common}>
      <path d="M3 13 14 4l11 9" />
      <path d="M6 11v13h16V11" />
      <path d="M11.5 24v-7h5v7" />
    </svg>
  )
}

export function BedroomIcon() {
  return (
    <svg {...common}>
      <path d="M3 22V8" />
      <path d="M3 17h22v5" />
      <path d="M3 13h6a3 3 0 0 1 3 3v1" />
      <path d="M12 13h10a3 3 0 0 1 3 3v1" />
    </svg>
  )
}

export function GuestsIcon() {
  return (
    <svg {...common}>
      <circle cx="10" cy="9" r="3.5" />
      <path d="M3.5 23c.6-4 3.2-6.5 6.5-6.5s5.9 2.5 6.5 6.5" />
      <circle cx="20" cy="11" r="2.6" />
      <path d="M18 16.8c.6-.2 1.3-.3 2-.3 2.6 0 4.6 2 5 5" />
    </svg>
  )
}
