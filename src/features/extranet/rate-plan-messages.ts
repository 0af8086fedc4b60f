import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { MAX_DAYS, MAX_PERIODS, RATE_PLAN_MESSAGES as M, type PlanPaymentProfile } from '#domain/extranet/rate-plan.ts'

/** The rate plan schema's and the server's messages (docs/product/extranet.md#rate-plans), in the page's language. */
const DESCRIPTORS: Record<string, MessageDescriptor> = {
  [M.name]: msg`Please enter the rate name (at most 80 characters)`,
  [M.nameDe]: msg`Please use at most 80 characters`,
  [M.description]: msg`Please use at most 1000 characters`,
  [M.amenities]: msg`Please use at most 2000 characters`,
  [M.paymentProfile]: msg`Please choose a payment profile`,
  [M.mealPlan]: msg`Please choose a meal plan`,
  [M.minNights]: msg`Please enter the minimum nights: 1 to 99, in whole numbers`,
  [M.priceFactor]: msg`Please enter the price as 10% to 500% of the room's nightly price`,
  [M.flag]: msg`Please answer yes or no`,
  [M.commission]: msg`Please enter a commission of 0% to 50%, or leave it blank for the hotel’s level`,
  [M.netCommission]: msg`Net rates carry no commission: please leave it blank`,
  [M.days]: msg`Please enter 0 to ${MAX_DAYS} days, in whole numbers`,
  [M.percent]: msg`Please enter 0% to 100%, in whole numbers`,
  [M.periods]: msg`Please enter at most ${MAX_PERIODS} periods`,
  [M.daysOrder]: msg`Each period must start fewer days before arrival than the one above it`,
  [M.feeOrder]: msg`A fee closer to arrival cannot be lower than the one above it`,
  [M.trancheOrder]: msg`Each instalment must bring the total higher than the one above it`,
  [M.trancheTotal]: msg`The last instalment must bring the total to 100%`,
  [M.depositTranches]: msg`A deposit of 100% is the whole amount: please remove the instalments`,
  'Some fields are not valid: the rate plan was not saved': msg`Some fields are not valid: the rate plan was not saved`,
  'Rate plan not found': msg`This rate plan no longer exists: please reload the page`,
}

export function useRatePlanMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback((message: string) => (DESCRIPTORS[message] ? i18n._(DESCRIPTORS[message]) : message), [i18n])
}

export const PROFILE_LABELS: Record<PlanPaymentProfile, MessageDescriptor> = {
  ClientPays: msg`The client pays (retail, with commission)`,
  AgencyPaysStandAloneRate: msg`The agency pays: stand-alone net rate`,
  AgencyPaysPackageRate: msg`The agency pays: package net rate`,
}
