import type { BrandAction } from '../../domain/brand-roles'

/**
 * What the person's role in the brand lets them do, and how a control names the action it needs,
 * as the route gives them (`useMayInBrand` and `needs`, src/features/workspace/use-may-in-brand.ts):
 * a control is drawn only for a role the table allows, marked with its action.
 */
export type BrandPermissions = {
  may: (action: BrandAction) => boolean
  needs: (action: BrandAction) => { 'data-needs': BrandAction }
}
