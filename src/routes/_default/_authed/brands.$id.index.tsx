import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { BrandOverviewHeading, BrandOverviewPanel } from '../../../features/workspace/components/brand-overview'
import { BrandRecentEvents } from '../../-components/brand-recent-events'

export const Route = createFileRoute('/_default/_authed/brands/$id/')({ component: BrandOverviewScreen })

/** The brand's figures for every member, then its latest events for those who may read its log. */
function BrandOverviewScreen() {
  const { id } = Route.useParams()
  return (
    <Stack gap="6">
      <BrandOverviewHeading />
      <BrandOverviewPanel brandId={id} />
      <BrandRecentEvents brandId={id} />
    </Stack>
  )
}
