import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { BrandVideos } from '../../../features/videos/components/brand-videos'
import { useMayInBrand } from '../../../features/workspace/use-may-in-brand'
import { useBrand } from '../../../lib/site/use-brand'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/brands/$id/videos')({ component: BrandVideosScreen })

function BrandVideosScreen() {
  const { id } = Route.useParams()
  const brand = useBrand()
  const may = useMayInBrand(id)
  const intl = useIntl()
  return (
    <Stack gap="6">
      <ScreenTitle title={intl.formatMessage({ id: 'videos.screen.title', defaultMessage: 'Videos' })}>
        <FormattedMessage
          id="videos.screen.intro"
          defaultMessage="Videos for this site’s pages, each at its own address. Upload one, and it is prepared to play well on any phone or computer."
        />
      </ScreenTitle>
      <BrandVideos brandId={id} siteId={brand.site.id} canManage={may('manage-videos')} />
    </Stack>
  )
}
