import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../../components/planned-screen'

export const Route = createFileRoute('/_default/_authed/brands/$id/edit')({ component: BrandEditScreen })

function BrandEditScreen() {
  return <PlannedScreen title="Edit">A form to change the brand's name, logo, colours and landing content will be here.</PlannedScreen>
}
