import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/vcards/')({ component: BrandVcardsScreen })

function BrandVcardsScreen() {
  return <PlannedScreen title="Business cards">The brand's business cards will be listed here.</PlannedScreen>
}
