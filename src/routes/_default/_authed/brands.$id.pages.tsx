import { Stack } from '@chakra-ui/react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { NewPageForm } from '../../../features/content-pages/components/new-page-form'
import { PageList } from '../../../features/content-pages/components/page-list'
import { useBrand } from '../../../lib/site/use-brand'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/brands/$id/pages')({ component: BrandPagesScreen })

function BrandPagesScreen() {
  const { id } = Route.useParams()
  const brand = useBrand()
  const navigate = useNavigate()
  const intl = useIntl()
  return (
    <Stack gap="6">
      <ScreenTitle title={intl.formatMessage({ id: 'contentPages.screen.title', defaultMessage: 'Pages' })}>
        <FormattedMessage
          id="contentPages.screen.intro"
          defaultMessage="The pages of {site} at their own addresses: write them from blocks, publish them, and link them from the site’s navigation."
          values={{ site: brand.site.meta.name }}
        />
      </ScreenTitle>
      <NewPageForm brandId={id} siteId={brand.site.id} onCreated={(page) => void navigate({ to: '/content/$id/$type', params: { id: page.id, type: 'html' } })} />
      <PageList brandId={id} siteId={brand.site.id} />
    </Stack>
  )
}
