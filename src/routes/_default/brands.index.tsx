import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../../components/planned-screen'

export const Route = createFileRoute('/_default/brands/')({ component: BrandsScreen })

function BrandsScreen() {
  return <PlannedScreen title="Brands">The brands on this site will be listed here, each with its cards, pages and shop.</PlannedScreen>
}
