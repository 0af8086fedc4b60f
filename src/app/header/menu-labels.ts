import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MenuEntryId } from './menu-entries.ts'

export const MENU_LABELS: Record<MenuEntryId, MessageDescriptor> = {
  dashboard: msg`Dashboard`,
  hotels: msg`Hotels`,
  'team-dashboard': msg`Team Dashboard`,
  'supervisor-dashboard': msg`Supervisor Dashboard`,
  'admin-dashboard': msg`Admin Dashboard`,
  'agency-verifications': msg`Agency verifications`,
  agency: msg`Agency`,
  'my-network': msg`My network`,
  'concierge-jobs': msg`Concierge jobs`,
  home: msg`Home`,
  destinations: msg`Destinations`,
  search: msg`Search`,
  'enquire-now': msg`Enquire now`,
  contact: msg`Contact`,
  about: msg`About`,
  'terms-and-conditions': msg`Terms and conditions`,
  'privacy-policy': msg`Privacy policy`,
  partner: msg`Partner area`,
  chat: msg`Enquiries`,
  extranet: msg`Rates and availability`,
  properties: msg`Properties and stays`,
}
