import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLabel } from '#lib/format/use-label.ts'
import { clientSuggestionsQueryOptions, lastLeadsQueryOptions } from '#lib/hotels/queries.ts'
import { cardMemberLabel } from '#lib/labels/client-labels.ts'
import { asksClientSuggestions } from '#domain/hotels/client-search.ts'

export type PickedClient = {
  firstName: string
  lastName: string
  clientReference: string | null
  amexCardMember: string | null
}

type Props = { firstName: string; lastName: string; onPick: (client: PickedClient) => void }

/** The typed text after a short pause, so the autocomplete asks once per word, not per key. */
function useSettled(value: string, delayMs = 250): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The agency's own clients matching the typed name (from 3 characters), or, before anything is
 * typed, the last leads (docs/product/hotels.md#save-interest). Choosing one fills the names, the
 * client reference and the card membership.
 */
export function ClientSuggestions({ firstName, lastName, onPick }: Props) {
  const label = useLabel()
  const fullText = useSettled(`${firstName} ${lastName}`.trim())
  const typed = fullText.length > 0
  const asks = asksClientSuggestions(fullText)
  const clients = useQuery(clientSuggestionsQueryOptions(fullText))
  const leads = useQuery({ ...lastLeadsQueryOptions(), enabled: !typed })
  const picked = (c: { firstName: string; lastName: string }) =>
    same(c.firstName, firstName) && same(c.lastName, lastName)

  if (typed) {
    const list = (asks ? (clients.data ?? []) : []).filter((c) => !picked(c))
    if (!list.length) return null
    return (
      <div className="client-suggestions" aria-live="polite">
        <p className="client-suggestions__title" id="client-suggestions-title">
          <Trans>Clients of your agency</Trans>
        </p>
        <ul className="client-suggestions__list" aria-labelledby="client-suggestions-title">
          {list.slice(0, 6).map((c, i) => (
            <li key={`${c.reference}-${i}`}>
              <button
                type="button"
                className="client-suggestions__item"
                onClick={() =>
                  onPick({
                    firstName: c.firstName,
                    lastName: c.lastName,
                    clientReference: c.reference || null,
                    amexCardMember: c.amexCardMember,
                  })
                }
              >
                <span className="client-suggestions__name">
                  {c.firstName} {c.lastName}
                </span>
                <span className="client-suggestions__meta">
                  {[c.reference, c.nationality, c.amexCardMember ? label(cardMemberLabel(c.amexCardMember)) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    )
  }
  const recent = leads.data ?? []
  if (!recent.length) return null
  return (
    <div className="client-suggestions">
      <p className="client-suggestions__title" id="last-leads-title">
        <Trans>Your last leads</Trans>
      </p>
      <ul className="client-suggestions__chips" aria-labelledby="last-leads-title">
        {recent.slice(0, 5).map((lead) => (
          <li key={lead.leadReference}>
            <button
              type="button"
              className="client-suggestions__chip"
              onClick={() =>
                onPick({
                  firstName: lead.clientFirstName,
                  lastName: lead.clientLastName,
                  clientReference: lead.clientReference,
                  amexCardMember: null,
                })
              }
            >
              {lead.clientFirstName} {lead.clientLastName}
              <span className="client-suggestions__meta"> · {lead.leadReference}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
