import { Trans, useLingui } from '@lingui/react/macro'
import type { ManagerInvitationDto, ProspectDto } from '#domain/my-network/types.ts'
import { INVITATION_STATE_LABELS, PROSPECT_STATE_LABELS, formatMoment } from './network-labels.ts'
import type { OutboxEntry } from './outbox.ts'

/** The invitations written on this device that the server has not stored yet, queued or refused. */
export function QueuedInvitations({ entries, onDiscard }: { entries: OutboxEntry[]; onDiscard: (id: string) => void }) {
  const { t } = useLingui()
  if (!entries.length) return null
  return (
    <section className="network-section network-queue" aria-labelledby="network-queue-title">
      <h2 id="network-queue-title" className="network-section__title">
        <Trans>Waiting to be sent</Trans>
      </h2>
      <ul className="network-list">
        {entries.map((e) => {
          const hotel = e.kind === 'prospect' ? e.body.hotelName : e.hotelName
          const email = e.body.email ?? ''
          return (
            <li key={e.id} className="network-list__item">
              <span className="network-list__main">
                <strong>{hotel}</strong> <span className="network-muted">{email}</span>
              </span>
              {e.status === 'queued' ? (
                <span className="network-chip network-chip--queued">
                  <Trans>Queued: sent when you are online</Trans>
                </span>
              ) : (
                <>
                  <span className="network-failure" role="alert">
                    {e.error ?? t`Unfortunately, an error occured.`}
                  </span>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t`Discard the invitation to ${hotel}`}
                    onClick={() => onDiscard(e.id)}
                  >
                    <Trans>Discard</Trans>
                  </button>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The agency's invitations of hotel managers to a direct contract, with their state. */
export function ManagerInvitations({ invitations }: { invitations: ManagerInvitationDto[] }) {
  const { i18n } = useLingui()
  return (
    <section className="network-section" aria-labelledby="network-invitations-title">
      <h2 id="network-invitations-title" className="network-section__title">
        <Trans>Invitations to a direct contract</Trans>
      </h2>
      {invitations.length === 0 ? (
        <p className="network-muted">
          <Trans>No invitation yet. Invite a hotel's manager from its card above or from its hotel page.</Trans>
        </p>
      ) : (
        <ul className="network-list">
          {invitations.map((i) => {
            const hotel = i.hotelName
            const who = i.email ?? ''
            return (
              <li key={i._id} className="network-list__item" aria-label={`${hotel} ${who}`}>
                <span className="network-list__main">
                  <strong>{hotel}</strong>{' '}
                  <span className="network-muted">
                    {i.email ? (
                      i.contactName ? (
                        `${i.contactName} · ${i.email}`
                      ) : (
                        i.email
                      )
                    ) : (
                      <Trans>Link copied by the agent</Trans>
                    )}
                  </span>
                </span>
                <span className={`network-chip network-chip--${i.state}`} data-state={i.state}>
                  {i18n._(INVITATION_STATE_LABELS[i.state])}
                </span>
                <span className="network-muted network-list__time">
                  {i.state === 'accepted' && i.acceptedAt ? (
                    <Trans>
                      by {i.acceptedName} on <time dateTime={i.acceptedAt}>{formatMoment(i.acceptedAt, i18n)}</time>
                    </Trans>
                  ) : (
                    <Trans>
                      valid until <time dateTime={i.expiresAt}>{formatMoment(i.expiresAt, i18n)}</time>
                    </Trans>
                  )}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/** Hotels that are not in the system, invited by e-mail, with the state of their mail. */
export function ProspectList({ prospects }: { prospects: ProspectDto[] }) {
  const { i18n } = useLingui()
  if (!prospects.length) return null
  return (
    <section className="network-section" aria-labelledby="network-prospects-title">
      <h2 id="network-prospects-title" className="network-section__title">
        <Trans>Hotels you invited by e-mail</Trans>
      </h2>
      <ul className="network-list">
        {prospects.map((p) => (
          <li key={p._id} className="network-list__item">
            <span className="network-list__main">
              <strong>{p.hotelName}</strong>{' '}
              <span className="network-muted">
                {p.contactName} · {p.email}
              </span>
            </span>
            <span className={`network-chip network-chip--${p.state}`}>{i18n._(PROSPECT_STATE_LABELS[p.state])}</span>
            <span className="network-muted network-list__time">
              <time dateTime={p.createdAt}>{formatMoment(p.createdAt, i18n)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
