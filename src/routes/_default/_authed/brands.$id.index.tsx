import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { BrandOverviewHeading, BrandOverviewPanel } from '../../../features/workspace/components/brand-overview'

export const Route = createFileRoute('/_default/_authed/brands/$id/')({ component: BrandOverviewScreen })

function BrandOverviewScreen() {
  const { id } = Route.useParams()
  return (
    <Stack gap="5">
      <BrandOverviewHeading />
      <BrandOverviewPanel brandId={id} />
    </Stack>
  )
}
