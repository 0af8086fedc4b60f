import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The catalogue's standard vocabulary of equipment, included services and airports, with their
 * German texts (docs/product/property-pages.md#language). The API keeps these names in English;
 * a name outside the vocabulary (an agency's own wording) is shown as it comes.
 */
const equipment: Record<string, MessageDescriptor> = {
  'Hot tub': msg`Hot tub`,
  Sauna: msg`Sauna`,
  'Indoor swimming pool': msg`Indoor swimming pool`,
  Hammam: msg`Hammam`,
  'Fitness room with Technogym equipment': msg`Fitness room with Technogym equipment`,
  'Cinema room': msg`Cinema room`,
  'Open fireplace': msg`Open fireplace`,
  'Wine cellar': msg`Wine cellar`,
  'Games room with billiards': msg`Games room with billiards`,
  Lift: msg`Lift`,
  'Private garage': msg`Private garage`,
  'Massage room': msg`Massage room`,
  "Children's playroom": msg`Children's playroom`,
  'Ski room with boot warmers': msg`Ski room with boot warmers`,
  'Grand piano': msg`Grand piano`,
  'Sonos sound system': msg`Sonos sound system`,
  'Wi-Fi throughout': msg`Wi-Fi throughout`,
  'Smart TVs in every bedroom': msg`Smart TVs in every bedroom`,
  Bar: msg`Bar`,
  'Outdoor terrace with loungers': msg`Outdoor terrace with loungers`,
  'Heated boot room': msg`Heated boot room`,
  Dishwasher: msg`Dishwasher`,
  'Nespresso machine': msg`Nespresso machine`,
  'Underfloor heating': msg`Underfloor heating`,
  'Bathrobes and slippers': msg`Bathrobes and slippers`,
  Library: msg`Library`,
  'Dressing rooms': msg`Dressing rooms`,
  'Laundry room': msg`Laundry room`,
  'Outdoor fire pit': msg`Outdoor fire pit`,
  'Electric car charger': msg`Electric car charger`,
  'Cots and high chairs on request': msg`Cots and high chairs on request`,
  'Steam oven': msg`Steam oven`,
  'Walk-in wine fridge': msg`Walk-in wine fridge`,
  'Yoga corner': msg`Yoga corner`,
  'Heated outdoor pool': msg`Heated outdoor pool`,
}

const services: Record<string, MessageDescriptor> = {
  'Bed linen and towels': msg`Bed linen and towels`,
  'Final cleaning': msg`Final cleaning`,
  'Welcome hamper': msg`Welcome hamper`,
  'Concierge service': msg`Concierge service`,
  'Mid-week linen change': msg`Mid-week linen change`,
  Firewood: msg`Firewood`,
  'Wi-Fi': msg`Wi-Fi`,
  'Ski pass delivery': msg`Ski pass delivery`,
  'Daily breakfast': msg`Daily breakfast`,
  'Daily housekeeping': msg`Daily housekeeping`,
  'Afternoon tea and cakes': msg`Afternoon tea and cakes`,
  'Welcome champagne': msg`Welcome champagne`,
  'Evening turndown': msg`Evening turndown`,
  'Private chef': msg`Private chef`,
  'Chalet manager': msg`Chalet manager`,
  'Breakfast, afternoon tea and dinner': msg`Breakfast, afternoon tea and dinner`,
  'Butler service': msg`Butler service`,
  'Chauffeur service': msg`Chauffeur service`,
  'House wines with dinner': msg`House wines with dinner`,
  'Ski guide on request': msg`Ski guide on request`,
  'Nanny on request': msg`Nanny on request`,
  'Massage therapist on request': msg`Massage therapist on request`,
  'Open bar': msg`Open bar`,
}

const airports: Record<string, MessageDescriptor> = {
  Geneva: msg`Geneva`,
  Zurich: msg`Zurich`,
  Innsbruck: msg`Innsbruck`,
  Salzburg: msg`Salzburg`,
  'Venice Marco Polo': msg`Venice Marco Polo`,
}

export function equipmentLabel(name: string): MessageDescriptor | string {
  return equipment[name] ?? name
}

export function serviceLabel(name: string): MessageDescriptor | string {
  return services[name] ?? name
}

export function airportLabel(name: string): MessageDescriptor | string {
  return airports[name] ?? name
}
