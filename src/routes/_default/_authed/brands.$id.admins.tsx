import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/admins')({ component: BrandAdminsScreen })

function BrandAdminsScreen() {
  return <PlannedScreen title="Admins">The people who run this brand will be listed here, with a way to invite more.</PlannedScreen>
}
