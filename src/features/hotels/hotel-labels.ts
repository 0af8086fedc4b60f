import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export { DESCRIPTION_HEADINGS } from '#lib/labels/description-headings.ts'

export const DIRECTION_HEADINGS: Record<
  'byPlane' | 'byChauffeuredService' | 'byCar' | 'byPublicTransport',
  MessageDescriptor
> = {
  byPlane: msg`By plane`,
  byChauffeuredService: msg`By chauffeured service`,
  byCar: msg`By car`,
  byPublicTransport: msg`By public transport`,
}
