import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { ConciergeJobDto } from '#domain/concierge-jobs/types.ts'
import { deviceTimeZone, formatMomentIn } from '#domain/format/format-zoned.ts'
import { useLanguage } from '#lib/format/use-format.ts'
import { useSendToHotel } from './mutations.ts'
import { jobChannelsQueryOptions } from './queries.ts'

/**
 * 'Send to the hotel' (docs/product/concierge-jobs.md#chat-hand-off): the agency's enquiry chats with the job's hotel
 * (the client's own first); without one, the hotel page's Enquiry tab to start it.
 */
export function HandOff({ job, onFailure }: { job: ConciergeJobDto; onFailure: (error: unknown) => void }) {
  const { t } = useLingui()
  const id = useId()
  const language = useLanguage()
  const channels = useQuery(jobChannelsQueryOptions(job._id))
  const send = useSendToHotel(job._id)
  const list = [...(channels.data?.channels ?? [])].sort(
    (a, b) => Number(b.client === job.clientName) - Number(a.client === job.clientName),
  )
  const [chosen, setChosen] = useState<string | null>(null)
  const cid = chosen ?? list[0]?.cid ?? null
  return (
    <section className="concierge-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="concierge-section__title">
        <Trans>Send to the hotel</Trans>
      </h2>
      {channels.isPending ? (
        <p role="status" className="concierge__empty">
          <Trans>Loading your chats with the hotel...</Trans>
        </p>
      ) : list.length === 0 ? (
        <p className="concierge__empty">
          <Trans>
            There is no enquiry chat with {job.place.name} yet. Start one on the hotel's page in its Enquiry tab, then
            send the job from here.
          </Trans>{' '}
          <Link to="/hotels/$hotelId" params={{ hotelId: job.place.id }} className="button button--ghost">
            <Trans>Open the hotel page</Trans>
          </Link>
        </p>
      ) : (
        <form
          className="hand-off"
          onSubmit={(e) => {
            e.preventDefault()
            if (cid) send.mutate(cid, { onError: onFailure })
          }}
        >
          <fieldset className="hand-off__channels">
            <legend>
              <Trans>Into which enquiry chat?</Trans>
            </legend>
            {list.map((c) => (
              <label key={c.cid} className="hand-off__channel">
                <input
                  type="radio"
                  name={`${id}-cid`}
                  value={c.cid}
                  checked={cid === c.cid}
                  onChange={() => setChosen(c.cid)}
                />
                <span>
                  {t`Enquiry for ${c.client}`}{' '}
                  <span className="hand-off__meta">
                    {c.agent} · {formatMomentIn(c.lastMessageAt, language, deviceTimeZone())}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary" disabled={send.isPending || !cid}>
            <Trans>Send to the hotel in the chat</Trans>
          </button>
        </form>
      )}
    </section>
  )
}
