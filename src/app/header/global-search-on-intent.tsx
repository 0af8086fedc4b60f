import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type ComponentType } from 'react'
import { SearchGlyph } from './header-icons.tsx'

type Initial = { text: string; focus: boolean; open: boolean }
type Loaded = ComponentType<{ compact: boolean; initial?: Initial }>

/** The global search's code (suggestions, sources, keys): loaded at the first sign of use. */
const loadGlobalSearch = () => import('./global-search.tsx').then((module) => module.GlobalSearch as Loaded)

/**
 * The header's global search for agents, its code loaded on intent (docs/decisions/102-global-search-on-intent.md):
 * until then a stand-in with the same look (the field on wide screens, the icon on narrow ones).
 * The field's code loads when a pointer comes over it, it gets the focus or a key; the icon's when
 * it is pressed. Once the code is there the real search takes the stand-in's place in one render,
 * with what was typed, the focus and the opened panel carried over.
 */
export function GlobalSearchOnIntent({ compact }: { compact: boolean }) {
  const { t } = useLingui()
  const id = useId()
  const [Search, setSearch] = useState<{ component: Loaded; initial: Initial } | null>(null)
  const opened = useRef(false)
  const input = useRef<HTMLInputElement>(null)
  const loading = useRef(false)
  const wake = () => {
    if (loading.current) return
    loading.current = true
    void loadGlobalSearch().then(
      (component) => {
        const initial = {
          text: input.current?.value ?? '',
          focus: input.current !== null && document.activeElement === input.current,
          open: opened.current,
        }
        setSearch({ component, initial })
      },
      () => (loading.current = false),
    )
  }
  if (Search) return <Search.component compact={compact} initial={Search.initial} />
  if (compact)
    return (
      <button
        type="button"
        className="header-icon"
        aria-label={t`Search destinations, hotels and properties`}
        aria-expanded={false}
        // the press itself, not a touch or the focus before it: a press whose button is replaced
        // half-way would land on neither
        onClick={() => {
          opened.current = true
          wake()
        }}
      >
        <SearchGlyph />
      </button>
    )
  return (
    <div className="global-search" role="search" aria-label={t`Global search`} onPointerEnter={wake}>
      <div className="global-search__box">
        <label className="visually-hidden" htmlFor={`${id}-input`}>
          <Trans>Search destinations, hotels and properties</Trans>
        </label>
        <span className="global-search__icon">
          <SearchGlyph />
        </span>
        <input
          ref={input}
          id={`${id}-input`}
          className="global-search__input"
          type="search"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          placeholder={t`Destination, hotel, property`}
          onFocus={wake}
          onKeyDown={wake}
        />
      </div>
    </div>
  )
}
