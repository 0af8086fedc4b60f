import type { Language } from '#domain/catalogue/types.ts'
import type { ConsumerBookingInput } from '#domain/leads/consumer-booking.ts'
import type { PaymentMethod } from '#domain/leads/payment-method.ts'

/** The form's values: counts as the selects give them; pax follows adults + children. */
export type ConsumerBookingForm = {
  checkIn: string
  checkOut: string
  serviceLevel: string
  adults: string
  children: string
  /** adults + children, kept in step by the form (the schema checks it against the beds) */
  pax: number
  hasPet: boolean
  petDetails: string
  firstName: string
  lastName: string
  fullname: string
  address: string
  city: string
  country: string
  email: string
  phone: string
  paymentMethod: PaymentMethod
  consents: { privacy: boolean; salesPolicy: boolean; strTerms: boolean; operatorTermsAndConditions: boolean }
}

export function initialBookingForm(opts: {
  period?: { checkIn: string; checkOut: string }
  serviceLevels: readonly string[]
  paymentMethod: PaymentMethod
}): ConsumerBookingForm {
  return {
    checkIn: opts.period?.checkIn ?? '',
    checkOut: opts.period?.checkOut ?? '',
    serviceLevel: opts.serviceLevels.length === 1 ? opts.serviceLevels[0]! : '',
    adults: '2',
    children: '0',
    pax: 2,
    hasPet: false,
    petDetails: '',
    firstName: '',
    lastName: '',
    fullname: '',
    address: '',
    city: '',
    country: '',
    email: '',
    phone: '',
    paymentMethod: opts.paymentMethod,
    consents: { privacy: false, salesPolicy: false, strTerms: false, operatorTermsAndConditions: false },
  }
}

/** The request body of POST /api/bookings/consumer from the form (pet details only with a pet). */
export function bookingPayload(
  values: ConsumerBookingForm,
  propertyId: string,
  language: Language,
): ConsumerBookingInput {
  const adults = Number(values.adults)
  const children = Number(values.children)
  return {
    ...values,
    propertyId,
    language,
    adults,
    children,
    pax: adults + children,
    petDetails: values.hasPet ? values.petDetails : '',
  }
}
