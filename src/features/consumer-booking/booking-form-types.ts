import type { PublicSalesInformation } from '#domain/catalogue/types.ts'
import type { BookableProperty } from '#domain/leads/consumer-booking.ts'
import type { useStepForm } from '#ui/form/use-step-form.ts'
import type { ConsumerBookingForm } from './consumer-booking-model.ts'

/**
 * The types the booking form and its field groups share, apart from the form so that no field
 * group imports the form that renders it (no import cycle, type-only ones included).
 */
export type BookingProperty = BookableProperty & {
  _id: string
  name: string
  /** the property page's path, the base of the sales policy link (#terms) */
  basePath: string
  currency: string
  operator: string
  salesInformation?: PublicSalesInformation | null
}
export type BookingFormApi = ReturnType<typeof useStepForm<ConsumerBookingForm>>['form']
