import './extranet.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { ApiError } from '#lib/api-errors.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { ApiKeyPanel } from './api-key-panel.tsx'
import { CalendarMonth, monthRange } from './calendar-month.tsx'
import { ChangeForm } from './change-form.tsx'
import { ContentEditor } from './content-editor.tsx'
import { RatePlansPanel } from './rate-plans-panel.tsx'
import { RoomEditor } from './rooms-editor.tsx'
import { CsvImportPanel } from './csv-import-panel.tsx'
import { calendarQueryOptions, extranetKeys, overviewQueryOptions } from './queries.ts'

export type ExtranetSearch = { roomId?: string; month?: string }
type Props = {
  hotelId: string
  search: ExtranetSearch
  onSearch: (next: ExtranetSearch) => void
  /** an admin's hotel select (the route's) */
  hotelChoice?: ReactNode
  /** our admins: they also keep the hotel's programs */
  isAdmin?: boolean
}

const thisMonth = () => new Date().toISOString().slice(0, 7)
const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7)
}

/**
 * /partner/extranet (docs/product/extranet.md#screens): a hotel's rates and availability for its own team and for
 * admins: a room, its month of nights, a change over a range with weekdays, and the channel manager's key.
 */
export function ExtranetPage({ hotelId, search, onSearch, hotelChoice, isAdmin = false }: Props) {
  const { t, i18n } = useLingui()
  useDocumentMeta({ title: t`Rates and availability | LDS`, description: t`Your hotel's nights.`, robots: 'noindex' })
  const queryClient = useQueryClient()
  const overview = useQuery(overviewQueryOptions(hotelId))
  const month = search.month ?? thisMonth()
  const roomId = search.roomId ?? overview.data?.rooms[0]?.id
  const { from, to } = monthRange(month)
  const calendar = useQuery({ ...calendarQueryOptions(hotelId, roomId ?? '', from, to), enabled: Boolean(roomId) })
  const [picked, setPicked] = useState<{ from: string; to: string } | null>(null)
  // a tap is one night; a range is set in the form (a second tap never widens a change by surprise)
  const pick = (date: string) => setPicked({ from: date, to: date })
  const refresh = () => void queryClient.invalidateQueries({ queryKey: extranetKeys.hotel(hotelId) })
  const monthName = new Intl.DateTimeFormat(i18n.locale === 'de' ? 'de-DE' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${from}T00:00:00Z`))
  return (
    <section className="extranet" aria-labelledby="extranet-title" id="pageContent">
      <header className="extranet__header">
        <p className="eyebrow">
          <Trans>Hotel extranet</Trans>
        </p>
        <h1 id="extranet-title" className="extranet__title">
          {overview.data ? overview.data.hotel.name : <Trans>Rates and availability</Trans>}
        </h1>
        <p className="extranet__lead">
          <Trans>
            Your rooms' prices, rooms to sell and stop-sells, night by night. Agents see a change in their offers within
            a minute.
          </Trans>
        </p>
        {hotelChoice}
      </header>
      {overview.isPending ? (
        <p role="status" className="extranet-muted">
          <Trans>Loading your hotel...</Trans>
        </p>
      ) : overview.isError ? (
        <p role="alert" className="extranet-failure">
          {overview.error instanceof ApiError && overview.error.status === 404 ? (
            <Trans>This hotel is not yours to change.</Trans>
          ) : (
            <Trans>Your hotel could not be loaded.</Trans>
          )}{' '}
          <button type="button" className="button button--ghost" onClick={() => void overview.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <>
          <div className="extranet__controls">
            <label className="field">
              <span className="field__label">
                <Trans>Room</Trans>
              </span>
              <select
                className="field__control"
                value={roomId ?? ''}
                onChange={(event) => onSearch({ ...search, roomId: event.target.value })}
              >
                {overview.data.rooms.map((room) => (
                  <option key={room.id} value={room.id}>
                    {room.name} ({room.quantity})
                  </option>
                ))}
              </select>
            </label>
            <div className="extranet__months" role="group" aria-label={t`Month`}>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t`Previous month`}
                onClick={() => onSearch({ ...search, month: shiftMonth(month, -1) })}
              >
                ‹
              </button>
              <h2 className="extranet__month" aria-live="polite">
                {monthName}
              </h2>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t`Next month`}
                onClick={() => onSearch({ ...search, month: shiftMonth(month, 1) })}
              >
                ›
              </button>
            </div>
          </div>
          {calendar.isError ? (
            <p role="alert" className="extranet-failure">
              <Trans>The nights could not be loaded.</Trans>
            </p>
          ) : (
            <CalendarMonth
              month={month}
              nights={calendar.data?.nights ?? []}
              currency={overview.data.hotel.currency}
              selected={picked}
              onPick={pick}
            />
          )}
          <p className="extranet-muted">
            <Trans>Tap a night to change it; for several nights, set the last night in the form.</Trans>
          </p>
          {roomId ? (
            <section className="extranet-section" aria-labelledby="extranet-change-title">
              <h2 id="extranet-change-title" className="extranet-section__title">
                <Trans>Change nights</Trans>
              </h2>
              <ChangeForm
                key={`${roomId}:${(picked ?? { from }).from}:${(picked ?? { to }).to}`}
                hotelId={hotelId}
                roomId={roomId}
                currency={overview.data.hotel.currency}
                range={picked ?? { from, to }}
                onChanged={refresh}
              />
            </section>
          ) : null}
          <section className="extranet-section" aria-labelledby="extranet-rate-plans-title">
            <h2 id="extranet-rate-plans-title" className="extranet-section__title">
              <Trans>Rate plans</Trans>
            </h2>
            <RatePlansPanel hotelId={hotelId} />
          </section>
          {roomId ? (
            <section className="extranet-section" aria-labelledby="extranet-room-title">
              <h2 id="extranet-room-title" className="extranet-section__title">
                <Trans>The room's page</Trans>
              </h2>
              <RoomEditor hotelId={hotelId} roomId={roomId} />
            </section>
          ) : null}
          <section className="extranet-section" aria-labelledby="extranet-content-title">
            <h2 id="extranet-content-title" className="extranet-section__title">
              <Trans>Hotel page</Trans>
            </h2>
            <ContentEditor hotelId={hotelId} canChangePrograms={isAdmin} />
          </section>
          <CsvImportPanel hotelId={hotelId} onApplied={refresh} />
          <ApiKeyPanel hotelId={hotelId} current={overview.data.apiKey} onMade={refresh} />
        </>
      )}
    </section>
  )
}
