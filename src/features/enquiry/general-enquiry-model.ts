import type {
  EnquiryContactValues,
  GeneralInformationValues,
  HolidayPreferencesValues,
} from '#domain/enquiry/general-enquiry.ts'

/** The form state of the three steps: selects keep digits as strings ('2'), the schemas read them. */
export type GeneralInformationForm = Required<Omit<GeneralInformationValues, 'adults' | 'children' | 'childAges'>> & {
  adults: string
  children: string
  childAges: string[]
}
export type HolidayPreferencesForm = Required<
  Omit<HolidayPreferencesValues, 'bedrooms' | 'activities' | 'preferences' | 'services'>
> & {
  bedrooms: string
  activities: string[]
  preferences: string[]
  services: string[]
}
export type EnquiryContactForm = Required<EnquiryContactValues>

export type GeneralEnquiryDraft = {
  general: GeneralInformationForm
  preferences: HolidayPreferencesForm
  contact: EnquiryContactForm
}

const EMPTY_GENERAL_ENQUIRY: GeneralEnquiryDraft = {
  general: {
    destination: '',
    checkIn: '',
    checkOut: '',
    adults: '',
    children: '0',
    childAges: [],
    asAssistance: false,
    bookingForWhom: '',
  },
  preferences: {
    propertyType: '',
    serviceLevel: '',
    bedrooms: '0',
    activities: [],
    preferences: [],
    services: [],
    message: '',
  },
  contact: { name: '', email: '', phone: '', originCity: '', privacy: false, contactConsent: false },
}

/** Keeps one age per child when the number of children changes (new children start without an age). */
export function resizeAges(ages: readonly string[], children: number): string[] {
  const count = Number.isInteger(children) && children > 0 ? Math.min(children, 20) : 0
  return Array.from({ length: count }, (_, i) => ages[i] ?? '')
}

/** A draft whose destination comes from a link (?destination=Zermatt). */
export function draftWithDestination(destination: string | undefined): GeneralEnquiryDraft {
  if (!destination) return EMPTY_GENERAL_ENQUIRY
  return {
    ...EMPTY_GENERAL_ENQUIRY,
    general: { ...EMPTY_GENERAL_ENQUIRY.general, destination: destination.slice(0, 120) },
  }
}

type DestinationOption = { value: string; label: string }
type DestinationGroup = { label: string; options: DestinationOption[] }

/**
 * The destination choices: our resorts by country and, first, a place given by the link
 * (`?destination=Ischgl`) that is not one of them, so what the visitor came with is kept.
 */
export function destinationChoices(
  groups: DestinationGroup[],
  current: string,
): (DestinationOption | DestinationGroup)[] {
  const known = groups.some((group) => group.options.some((option) => option.value === current))
  return current && !known ? [{ value: current, label: current }, ...groups] : groups
}
