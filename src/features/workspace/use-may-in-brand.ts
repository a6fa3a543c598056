import type { BrandAction } from '../../domain/brand-roles'
import { useRoleTable } from '../../lib/features/features-context'
import { useGetWorkspaceQuery } from './api/get-workspace'

/**
 * Whether the signed-in person's role in a brand, as their workspace gives it, lets them do an
 * action; nothing is allowed until the workspace has loaded.
 */
export function useMayInBrand(brandId: string): (action: BrandAction) => boolean {
  const { data: workspace } = useGetWorkspaceQuery()
  const roleTable = useRoleTable()
  const role = workspace?.brands.find((brand) => brand.id === brandId)?.role ?? null
  return (action) => roleTable.may(role, action)
}

/**
 * Marks a control with the brand action it needs (`<Button {...needs('edit-cards')}>`): a control
 * is shown enabled only to a person whose role allows its action, and the member walk
 * (tests/browser/workspace/) holds every marked control to the role table.
 */
export function needs(action: BrandAction): { 'data-needs': BrandAction } {
  return { 'data-needs': action }
}
