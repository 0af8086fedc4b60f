import type { CommissionLevels } from '../catalogue/types.ts'

/**
 * GET /api/properties/:id/commission (docs/decisions/041-session-and-exposure.md): the commission
 * levels of a property; `commission` is null for a property without sales information.
 */
export type PropertyCommissionAnswer = {
  commission: CommissionLevels['commission'] | null
  commissionPerStay: CommissionLevels['commissionPerStay']
}
