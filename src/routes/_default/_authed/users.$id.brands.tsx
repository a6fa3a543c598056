import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/users/$id/brands')({ component: UserBrandsScreen })

function UserBrandsScreen() {
  return <PlannedScreen title="Brands">The brands this person belongs to will be listed here.</PlannedScreen>
}
