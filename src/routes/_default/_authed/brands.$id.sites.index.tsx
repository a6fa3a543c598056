import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { QueryState } from '../../../components/ui/query-state'
import { useListBrandSitesQuery } from '../../../features/brand-sites/api/list-brand-sites'
import { BrandSiteList } from '../../../features/brand-sites/components/brand-site-list'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/brands/$id/sites/')({ component: BrandSitesScreen })

function BrandSitesScreen() {
  const { id } = Route.useParams()
  const sites = useListBrandSitesQuery(id)
  const intl = useIntl()
  return (
    <Stack gap="4">
      <ScreenTitle title={intl.formatMessage({ id: 'brands.sites.title', defaultMessage: 'Sites' })}>
        <FormattedMessage
          id="brands.sites.intro"
          defaultMessage="The host names the brand is served on. Point a new name's DNS at this server (through its HTTPS proxy), add it here and press Check now: it serves nothing until it shows that it points here."
        />
      </ScreenTitle>
      <QueryState
        query={sites}
        loading={<FormattedMessage id="brands.sites.loading" defaultMessage="Loading the sites…" />}
        offline={<FormattedMessage id="brands.sites.offline" defaultMessage="You are offline, so the sites cannot be loaded." />}
      >
        {(answer) => <BrandSiteList brandId={id} answer={answer} />}
      </QueryState>
    </Stack>
  )
}
