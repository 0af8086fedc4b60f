import './global-search.css'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { recordFeatureUse } from '#lib/feature-hint-storage.ts'
import { moveActive, suggest, type Suggestion, type SuggestionKind } from './global-search-model.ts'
import { useSearchSources } from './global-search-sources.ts'
import { SearchGlyph } from './header-icons.tsx'

type Option = Suggestion | { kind: 'invite'; key: 'invite'; label: string; detail: string; target: string }

/** Where a chosen suggestion leads: a destination searches /hotels, a hotel or property opens it. */
function useChoose(onDone: () => void) {
  const navigate = useNavigate()
  const policy = useBrand().paymentProfile
  // the hotel search's filter store loads on a choice, not with every page's header
  const filters = () =>
    Promise.all([
      import('#features/hotel-search/filter-storage.ts'),
      import('#features/hotel-search/search-form-model.ts'),
    ])
  return async (option: Option) => {
    onDone()
    // the hotel search's hint of this feature rests while it is in use (docs/product/hotels.md#the-feature-hint)
    recordFeatureUse()
    if (option.kind === 'country' || option.kind === 'city') {
      const [{ applyHotelDestination }] = await filters()
      applyHotelDestination(option.target)
      void navigate({ to: '/hotels' })
    } else if (option.kind === 'hotel') {
      // the hotel opens for the period of the last hotel search, if any
      const [{ readAppliedFilter }, { filterForSearch }] = await filters()
      const { checkInDate, checkOutDate, paymentProfile } = filterForSearch(readAppliedFilter().filter, policy)
      const search = checkInDate ? { checkInDate, checkOutDate, paymentProfile } : {}
      void navigate({ to: '/hotels/$hotelId', params: { hotelId: option.target }, search })
    } else {
      void navigate({ href: option.target })
    }
  }
}

type BoxProps = {
  autoFocus?: boolean
  /** what was typed into the header's stand-in before this code loaded (global-search-on-intent.tsx) */
  initialText?: string
  onClose?: () => void
}

/**
 * The combobox (docs/product/chrome-and-navigation.md#global-search): suggestions from the first
 * character, grouped, the first one active (Enter takes it), arrows move, Escape closes; the
 * focus stays in the field (aria-activedescendant).
 */
function SearchBox({ autoFocus = false, initialText = '', onClose }: BoxProps) {
  const { t } = useLingui()
  const id = useId()
  const [text, setText] = useState(initialText)
  const [wanted, setWanted] = useState(autoFocus)
  const [open, setOpen] = useState(autoFocus && initialText.trim() !== '')
  const [active, setActive] = useState(-1)
  const { sources, loading } = useSearchSources(wanted)
  const groups = useMemo(() => suggest(sources, text), [sources, text])
  const invite: Option = {
    kind: 'invite',
    key: 'invite',
    label: t`Invite new hotel`,
    detail: t`Grow your partner network`,
    target: '/partner/my-network',
  }
  const options: Option[] = [...groups.flatMap((group) => group.items), invite]
  const optionId = (index: number) => `${id}-option-${index}`
  const choose = useChoose(() => {
    setText('')
    setOpen(false)
    setActive(-1)
    onClose?.()
  })
  const groupLabels: Record<SuggestionKind, string> = {
    country: t`Countries`,
    city: t`Cities`,
    hotel: t`Hotels`,
    property: t`Properties`,
  }
  const expanded = open && text.trim() !== ''

  // text carried over from the stand-in: once its suggestions are there, the first is active, as
  // typing it here would have made it
  const [carried, setCarried] = useState(initialText.trim() !== '')
  if (carried && groups.length > 0) {
    setCarried(false)
    if (active < 0) setActive(0)
  }

  // text carried over from the stand-in: the caret after it, as it was there
  useEffect(() => {
    const input = document.getElementById(`${id}-input`) as HTMLInputElement | null
    if (autoFocus && initialText && input) input.setSelectionRange(initialText.length, initialText.length)
    // once, as the box mounts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
    // optionId only depends on id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!expanded && text.trim()) setOpen(true)
      setActive(moveActive(active, event.key, options.length))
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      void choose(options[active]!)
    } else if (event.key === 'Escape') {
      // a search input's own Escape empties it: the first Escape only closes the list
      if (expanded || text) event.preventDefault()
      if (expanded) setOpen(false)
      else if (text) setText('')
      else onClose?.()
    }
  }

  const indexOf = new Map(options.map((option, i) => [option.key, i]))
  const renderOption = (option: Option) => {
    const i = indexOf.get(option.key)!
    return (
      <li
        key={option.key}
        id={optionId(i)}
        role="option"
        aria-selected={i === active}
        className={
          option.kind === 'invite' ? 'global-search__option global-search__option--invite' : 'global-search__option'
        }
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => i !== active && setActive(i)}
        onClick={() => void choose(option)}
      >
        <span className="global-search__label">{option.label}</span>
        {option.detail ? <span className="global-search__detail">{option.detail}</span> : null}
      </li>
    )
  }
  const found = options.length - 1
  return (
    <div className="global-search__box">
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        <Trans>Search destinations, hotels and properties</Trans>
      </label>
      <span className="global-search__icon">
        <SearchGlyph />
      </span>
      <input
        id={`${id}-input`}
        className="global-search__input"
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        placeholder={t`Destination, hotel, property`}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          setOpen(true)
          setActive(next.trim() && suggest(sources, next).length > 0 ? 0 : -1)
        }}
        onFocus={() => {
          setWanted(true)
          if (text.trim()) setOpen(true)
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? (
          found > 0 ? (
            <Plural value={found} one="# suggestion" other="# suggestions" />
          ) : (
            <Trans>No results found</Trans>
          )
        ) : null}
      </p>
      <div className="global-search__popup" hidden={!expanded}>
        {expanded && found === 0 ? (
          <p className="global-search__empty">
            {loading ? <Trans>Loading...</Trans> : <Trans>No results found</Trans>}
          </p>
        ) : null}
        <ul id={`${id}-list`} role="listbox" aria-label={t`Suggestions`} className="global-search__list">
          {expanded
            ? groups.map((group) => (
                <li key={group.kind} role="presentation">
                  <ul role="group" aria-labelledby={`${id}-${group.kind}`} className="global-search__group">
                    <li role="presentation" id={`${id}-${group.kind}`} className="global-search__heading">
                      {groupLabels[group.kind]}
                    </li>
                    {group.items.map(renderOption)}
                  </ul>
                </li>
              ))
            : null}
          {expanded ? renderOption(invite) : null}
        </ul>
      </div>
    </div>
  )
}

/**
 * The header's global search for agents: a field on wide screens; on narrow ones an icon that
 * opens it in a panel under the header (it takes the place of the search icon).
 */
export function GlobalSearch({
  compact,
  initial = { text: '', focus: false, open: false },
}: {
  compact: boolean
  /** how the header's stand-in was left when this code arrived: its text, whether it had the focus, whether its icon was pressed */
  initial?: { text: string; focus: boolean; open: boolean }
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(initial.open)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  if (!compact) {
    return (
      <div className="global-search" role="search" aria-label={t`Global search`}>
        <SearchBox autoFocus={initial.focus} initialText={initial.text} />
      </div>
    )
  }
  const close = () => {
    setOpen(false)
    toggleRef.current?.focus()
  }
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="header-icon"
        aria-label={t`Search destinations, hotels and properties`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <SearchGlyph />
      </button>
      {open ? (
        <>
          <div className="global-search-backdrop" onClick={() => setOpen(false)} aria-hidden="true" />
          <div id={panelId} className="global-search global-search--panel" role="search" aria-label={t`Global search`}>
            <SearchBox autoFocus onClose={close} />
            <button type="button" className="global-search__close" onClick={close}>
              <Trans>Close</Trans>
            </button>
          </div>
        </>
      ) : null}
    </>
  )
}
