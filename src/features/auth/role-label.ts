import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Role } from '#domain/auth/roles.ts'
import { isRole } from '#domain/auth/roles.ts'

const LABELS: Record<Role, MessageDescriptor> = {
  admin: msg`Administrator`,
  agent: msg`Travel agent`,
  supervisorAgent: msg`Supervisor`,
  amex_lifestyleAgent: msg`Lifestyle agent`,
  customer: msg`Customer`,
  operator: msg`Operator`,
}

/** The label of a role; other role values are not shown (docs/product/sign-in-and-roles.md#roles). */
export function roleLabel(role: string): MessageDescriptor | null {
  return isRole(role) ? LABELS[role] : null
}
