import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MealPlan } from '#domain/extranet/rate-plan.ts'

/**
 * Labels of a rate plan's meal plan (docs/product/extranet.md#rate-plans): one dictionary for the agents' offers and
 * the hotel's rate plan editor.
 */
export const MEAL_PLAN_LABELS: Record<MealPlan, MessageDescriptor> = {
  roomOnly: msg`Room only`,
  breakfast: msg`Breakfast included`,
  halfBoard: msg`Half board`,
  fullBoard: msg`Full board`,
  allInclusive: msg`All inclusive`,
}
