import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { BrandVideos } from '../../../features/videos/components/brand-videos'
import { useGetWorkspaceQuery } from '../../../features/workspace/api/get-workspace'
import { useRoleTable } from '../../../lib/features/features-context'
import { useBrand } from '../../../lib/site/use-brand'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/brands/$id/videos')({ component: BrandVideosScreen })

function BrandVideosScreen() {
  const { id } = Route.useParams()
  const brand = useBrand()
  const { data: workspace } = useGetWorkspaceQuery()
  const roleTable = useRoleTable()
  const role = workspace?.brands.find((entry) => entry.id === id)?.role ?? null
  return (
    <Stack gap="6">
      <ScreenTitle title="Videos">Videos for this site’s pages, each at its own address. Upload one, and it is prepared to play well on any phone or computer.</ScreenTitle>
      <BrandVideos brandId={id} siteId={brand.site.id} canManage={roleTable.may(role, 'manage-videos')} />
    </Stack>
  )
}
