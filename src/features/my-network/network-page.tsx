import './my-network.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import type { NetworkHotelDto } from '#domain/my-network/types.ts'
import { failureText } from '#ui/failure-text.ts'
import { OfflineNote } from '#ui/offline-note.tsx'
import { showToast } from '#ui/toast/toast-store.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { AddHotelForm } from './add-hotel-form.tsx'
import { ManagerInvitations, ProspectList, QueuedInvitations } from './invitations-list.tsx'
import { ManagerInviteDialog } from './manager-invite-dialog.tsx'
import { NetworkHotelCard } from './network-hotel-card.tsx'
import type { QueuedInvitation } from './outbox.ts'
import { ProspectForm } from './prospect-form.tsx'
import { useRemoveHotel } from './mutations.ts'
import { networkKeys, networkQueryOptions } from './queries.ts'
import { discardQueued, flushNetworkOutbox, queueInvitation, useNetworkOutbox } from './sync.ts'

/** Sends the queue on start, when the connection is back, and after each new entry; the list is asked again after. */
function useOutboxSender(user: string) {
  const queryClient = useQueryClient()
  const online = useOnlineStatus()
  const { t } = useLingui()
  const flush = useCallback(
    () =>
      flushNetworkOutbox(user, (sent) => {
        const name = sent.kind === 'prospect' ? sent.answer.hotelName : sent.answer.invitation.hotelName
        showToast(t`Your invitation to ${name} was sent.`, { tone: 'positive' })
        void queryClient.invalidateQueries({ queryKey: networkKeys.all })
      }),
    [queryClient, t, user],
  )
  useEffect(() => {
    if (online) void flush()
  }, [flush, online])
  return flush
}

/**
 * /partner/my-network (docs/product/my-network.md): the hotels the agency works with and their contacts, which open
 * offline with the time they were fetched; invitations of hotel managers to a direct contract and of hotels that are
 * not in the system, queued on the device and sent once.
 */
export function NetworkPage({ user, agencyId, agencyName }: { user: string; agencyId: string; agencyName: string }) {
  const { t, i18n } = useLingui()
  useDocumentMeta({ title: t`My network | LDS`, description: t`The hotels your agency works with.`, robots: 'noindex' })
  const network = useQuery(networkQueryOptions(user, agencyId))
  const queued = useNetworkOutbox(user)
  const flush = useOutboxSender(user)
  const queryClient = useQueryClient()
  const online = useOnlineStatus()
  const [inviting, setInviting] = useState<NetworkHotelDto | null>(null)
  const queue = (invitation: QueuedInvitation) => {
    queueInvitation(user, invitation)
    if (!online) showToast(t`You are offline: the invitation is sent when you are back online.`, { tone: 'info' })
    void flush()
  }
  const remove = useRemoveHotel()
  const onRemove = (hotel: NetworkHotelDto) =>
    remove.mutate(hotel._id, {
      onSuccess: () => showToast(t`${hotel.name} was removed from your network.`, { tone: 'positive' }),
      onError: (error) => showToast(failureText(error, i18n), { tone: 'negative' }),
    })
  const data = network.data
  return (
    <section className="network" aria-labelledby="network-title">
      <header className="network__header">
        <p className="eyebrow">
          <Trans>My network</Trans>
        </p>
        <h1 id="network-title" className="network__title">
          <Trans>The hotels of {agencyName}</Trans>
        </h1>
        <p className="network__lead">
          <Trans>
            Every hotel your agency works with: from your interests and enquiries, and the ones you invited. Their
            reservations team and sales managers stay at hand, also offline.
          </Trans>
        </p>
      </header>
      {data ? <OfflineNote cachedAt={data.fromDevice ? new Date(data.fetchedAt) : null} /> : null}
      <QueuedInvitations entries={queued} onDiscard={(id) => discardQueued(user, id)} />
      {network.isPending ? (
        <p role="status" className="network-muted">
          <Trans>Loading your network...</Trans>
        </p>
      ) : network.isError ? (
        <p role="alert" className="network-failure">
          {online ? (
            <Trans>Your network could not be loaded.</Trans>
          ) : (
            <Trans>You are offline and your network was not saved on this device yet.</Trans>
          )}{' '}
          <button type="button" className="button button--ghost" onClick={() => void network.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <>
          <section className="network-section" aria-labelledby="network-hotels-title">
            <h2 id="network-hotels-title" className="network-section__title">
              <Trans>Hotels you work with</Trans>
            </h2>
            <AddHotelForm network={data!.hotels} />
            {data!.hotels.length === 0 ? (
              <p className="network-muted">
                <Trans>No hotel yet: save an interest or send an enquiry, and the hotel appears here.</Trans>
              </p>
            ) : (
              <div className="network-hotels">
                {data!.hotels.map((hotel) => (
                  <NetworkHotelCard
                    key={hotel._id}
                    hotel={hotel}
                    onInvite={setInviting}
                    onRemove={onRemove}
                    removing={remove.isPending && remove.variables === hotel._id}
                  />
                ))}
              </div>
            )}
          </section>
          <ManagerInvitations invitations={data!.invitations} />
          <ProspectList prospects={data!.prospects} />
        </>
      )}
      <ProspectForm onQueue={(body) => queue({ kind: 'prospect', body })} />
      {inviting ? (
        <ManagerInviteDialog
          hotel={inviting}
          onClose={() => setInviting(null)}
          onQueue={(body) => queue({ kind: 'manager', body, hotelName: inviting.name })}
          onLinkCreated={() => void queryClient.invalidateQueries({ queryKey: networkKeys.all })}
        />
      ) : null}
    </section>
  )
}
