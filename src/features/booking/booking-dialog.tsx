import './booking.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useMemo, useState } from 'react'
import type { Stay, StaysAnswer } from '#domain/catalogue/types.ts'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import { maxPax } from '#domain/leads/lead-payload.ts'
import { defaultPaymentMethod } from '#domain/leads/payment-method.ts'
import type { PropertyLeadDetail } from '#domain/leads/types.ts'
import { useTrackOnce } from '#lib/analytics/use-track-once.ts'
import { ApiError } from '#lib/api-errors.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { useShowsCommission } from '#lib/brand/use-shows-commission.ts'
import { leadDetailQueryOptions } from '#lib/leads/queries.ts'
import { Dialog } from '#ui/dialog.tsx'
import type { BookingValues, WizardKind } from './booking-form.ts'
import { useStartedIntent } from './use-started-intent.ts'
import { EMPTY_BOOKING, discountStatus, intentFor, leadFormConfig, stepNames } from './booking-form.ts'
import type { CommissionLevels } from './booking-summary.ts'
import { BookingWizard } from './booking-wizard.tsx'
import { readLeadDraft } from './lead-draft.ts'
import type { LeadProperty, WizardContext } from './wizard-context.ts'

/** one empty list while the stays load (the steps re-check their messages when the list changes) */
const NO_STAYS: readonly Stay[] = []

type Props = {
  kind: WizardKind
  property: LeadProperty
  /** the property's stays (undefined while loading) */
  stays: StaysAnswer | undefined
  /** the property's commission levels (null: not shown to this user) */
  commissionLevels: CommissionLevels | null | undefined
  /** ?lead-id: the lead being changed */
  leadId: string | null
  user: { _id: string; role: string | null }
  /** the property page's period (?checkIn&checkOut) */
  initialPeriod: { checkIn: string; checkOut: string } | null
  onClose: () => void
}

/** The wizard's values from a stored lead: a change starts from what was sent (never the card number). */
export function valuesFromLead(lead: PropertyLeadDetail): BookingValues {
  return {
    ...EMPTY_BOOKING,
    checkInDate: lead.period.checkInDate,
    checkOutDate: lead.period.checkOutDate,
    serviceLevel: lead.serviceLevel,
    pax: lead.occupancy ? String(lead.occupancy.pax) : '',
    tls: lead.partner.tls ?? '',
    cc: lead.partner.cc ?? '',
    firstName: lead.client.firstName,
    lastName: lead.client.lastName,
    nationality: lead.client.nationality ?? '',
    amexCardMember: lead.client.amexCardMember ?? '',
    bookingComments: lead.bookingComments ?? '',
    requestPriceDiscount: lead.requestPriceDiscount,
    paymentMethod: lead.payments?.isPaidByCreditCard ? 'creditCard' : 'bankTransfer',
    useStoredCard: Boolean(lead.payments?.creditCard),
  }
}

/**
 * …/book-now and …/take-option (docs/product/leads.md#booking-wizard): the booking wizard as a dialog
 * over the property page, for a new lead or for the lead of ?lead-id (a change: PATCH).
 */
export function BookingDialog({
  kind,
  property,
  stays,
  commissionLevels,
  leadId,
  user,
  initialPeriod,
  onClose,
}: Props) {
  const { t } = useLingui()
  useTrackOnce({ msg: 'booking started', data: { kind: 'agent', propertyId: property._id, intent: kind } })
  const brand = useBrand()
  const showsCommission = useShowsCommission()
  const lead = useQuery({ ...leadDetailQueryOptions(leadId ?? ''), enabled: leadId !== null })
  const [today] = useState(() => localIsoDate())
  const config = useMemo(() => leadFormConfig(brand, user.role, showsCommission), [brand, user.role, showsCommission])
  const names = stepNames(brand)
  const stepText: Record<(typeof names)[number], string> = {
    details: t`Details`,
    contact: t`Contact`,
    payment: t`Payment`,
    summary: t`Summary`,
    check: t`Check`,
  }
  const stored = lead.data?.status
  const intent = useStartedIntent(leadId, leadId === null ? intentFor(kind) : stored ? intentFor(kind, stored) : null)
  const title = intent === 'changeRequest' ? t`Change request` : kind === 'book-now' ? t`Book now` : t`Take an option`

  const body = (): ReactNode => {
    const sales = property.salesInformation
    if (!sales)
      return (
        <Notice
          text={t`This property cannot be booked online yet: its sales information is missing. Please send us an enquiry.`}
          onClose={onClose}
        />
      )
    if (leadId !== null && lead.isPending) return <p role="status">{t`Loading lead...`}</p>
    if (leadId !== null && lead.isError)
      return (
        <Notice
          text={
            lead.error instanceof ApiError && lead.error.status === 404
              ? t`This lead was not found.`
              : t`Unfortunately, an error occured.`
          }
          onClose={onClose}
        />
      )
    if (!intent) return <Notice text={t`This lead can no longer be changed.`} onClose={onClose} />
    const accepted = (sales.acceptedPaymentMethods ?? []).filter((m) => m === 'creditCard' || m === 'bankTransfer')
    const draftScope = `${kind}:${user._id}:${property._id}:${leadId ?? 'new'}`
    const base: BookingValues = lead.data
      ? valuesFromLead(lead.data)
      : {
          ...EMPTY_BOOKING,
          checkInDate: initialPeriod?.checkIn ?? '',
          checkOutDate: initialPeriod?.checkOut ?? '',
          serviceLevel: property.serviceLevels.length === 1 ? property.serviceLevels[0]! : '',
          paymentMethod: defaultPaymentMethod(accepted, Boolean(brand.cardBrand)),
        }
    const ctx: WizardContext = {
      kind,
      intent,
      property,
      stays: stays?.stays ?? NO_STAYS,
      staysLoaded: stays !== undefined,
      config,
      commissionLevels: showsCommission ? (commissionLevels ?? null) : null,
      accepted,
      keptPeriod: lead.data?.period ?? null,
      storedCard: lead.data?.payments?.creditCard ?? null,
      discountStatus: discountStatus(intent, stored),
      maxPax: maxPax(property.beds),
      today,
    }
    return (
      <BookingWizard
        key={draftScope}
        ctx={ctx}
        summaryCtx={{
          stays: ctx.stays,
          currency: property.currency,
          salesInformation: sales,
          commissionLevels: ctx.commissionLevels,
          today,
        }}
        initial={readLeadDraft(draftScope, base)}
        draftScope={draftScope}
        leadId={leadId}
        stepLabels={[stepText[names[0]], stepText[names[1]], stepText[names[2]]]}
      />
    )
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      eyebrow={title}
      title={property.name}
      description={lead.data ? <Trans>Lead {lead.data.reference}</Trans> : property.city}
      className="dialog--lead"
    >
      {body()}
    </Dialog>
  )
}

function Notice({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <div className="lead-notice" role="alert">
      <p>{text}</p>
      <button type="button" className="button button--primary" onClick={onClose}>
        <Trans>Back to the property</Trans>
      </button>
    </div>
  )
}
