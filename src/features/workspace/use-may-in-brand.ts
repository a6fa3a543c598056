import type { BrandAction } from '../../domain/brand-roles'
import { useRoleTable } from '../../lib/features/features-context'
import { useGetWorkspaceQuery } from './api/get-workspace'

/**
 * Whether the signed-in person's role in a brand, as their workspace gives it, lets them do an
 * action; nothing is allowed until the workspace has loaded. Inside the brand's screens, features
 * read the same through `useMay()` (src/lib/features/brand-role.tsx).
 */
export function useMayInBrand(brandId: string): (action: BrandAction) => boolean {
  const { data: workspace } = useGetWorkspaceQuery()
  const roleTable = useRoleTable()
  const role = workspace?.brands.find((brand) => brand.id === brandId)?.role ?? null
  return (action) => roleTable.may(role, action)
}

// The mark is shared code, so that every feature can use it (features may not import each other).
export { needs } from '../../lib/features/brand-role'
