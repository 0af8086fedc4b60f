import type { PropertyCommissionAnswer } from '#domain/properties/commission-answer.ts'
import { themeShowsCommission } from '#domain/brand/resolve-brand.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { ForbiddenError, NO_AGENCY_MESSAGE, NotFoundError } from '#server/lib/errors.ts'
import type { CommissionRepository } from './commission-repository.ts'

/**
 * Commission levels leave the server only for a signed-in agency user (own agency, or the one an
 * admin acts for) whose theme shows commission (docs/decisions/041-session-and-exposure.md); the
 * public property answers carry none.
 */
export function createCommissionService(repo: CommissionRepository) {
  return {
    async levels(user: AccountRow, agencyId: string | null, propertyId: string): Promise<PropertyCommissionAnswer> {
      if (!agencyId) throw new ForbiddenError(NO_AGENCY_MESSAGE)
      const agencyName = await repo.agencyName(agencyId)
      if (!themeShowsCommission({ company: user.company, travelAgency: { name: agencyName } }))
        throw new ForbiddenError()
      const sales = await repo.salesInformationOf(propertyId)
      if (sales === undefined) throw new NotFoundError('Property')
      return { commission: sales?.commission ?? null, commissionPerStay: sales?.commissionPerStay ?? {} }
    },
  }
}
export type CommissionService = ReturnType<typeof createCommissionService>
