import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HelpCategory } from '#domain/help/articles.ts'

export const CATEGORY_LABELS: Record<HelpCategory, MessageDescriptor> = {
  'getting-started': msg`Getting started`,
  'hotels-and-rates': msg`Hotels and rates`,
  'clients-and-offers': msg`Clients and offers`,
  'your-agency': msg`Your agency`,
  'the-app': msg`The app`,
}
